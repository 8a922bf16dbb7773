import type { Config, Msg91Config } from "../config.ts";

/** A one-time code on its way to a phone: the code for templated providers, the text for logs. */
export interface OtpSms {
  /** Ten digits, without +91. */
  to: string;
  code: string;
  text: string;
}

/** A plain notice to a phone (a helper's rejection with its reason). */
export interface NoticeSms {
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Resolves once the provider accepted the message; rejects with SmsError otherwise. */
  send(message: OtpSms): Promise<void>;
  /**
   * Sends a notice; rejects with SmsError when the provider cannot (MSG91 needs a DLT
   * template for each kind of text, and none is configured for notices yet).
   */
  notify(message: NoticeSms): Promise<void>;
}

export class SmsError extends Error {
  override name = "SmsError";
}

export interface OutboxEntry {
  to: string;
  text: string;
  created_at: string;
}

/** Messages kept per phone and phones kept in the development outbox. */
const OUTBOX_PER_PHONE = 20;
const OUTBOX_PHONES = 1000;

/**
 * Development: writes each message to the log and keeps it in memory for
 * GET /api/dev/sms, so tests and people read codes without a phone.
 */
export function createConsoleSms(log: (line: string) => void) {
  const outbox = new Map<string, OutboxEntry[]>();
  const provider = {
    async send({ to, text }: OtpSms | NoticeSms) {
      log(`SMS to +91${to}: ${text}`);
      const entries = outbox.get(to) ?? [];
      outbox.delete(to);
      outbox.set(
        to,
        [{ to, text, created_at: new Date().toISOString() }, ...entries].slice(0, OUTBOX_PER_PHONE),
      );
      // The oldest phone goes first: a Map iterates in insertion order.
      if (outbox.size > OUTBOX_PHONES) outbox.delete(outbox.keys().next().value as string);
    },
    notify: (message: NoticeSms) => provider.send(message),
    /** Newest first. */
    messagesTo: (phone: string): OutboxEntry[] => outbox.get(phone) ?? [],
  };
  return provider;
}

export type ConsoleSms = ReturnType<typeof createConsoleSms>;

/**
 * MSG91's Flow API (https://control.msg91.com/api/v5/flow). The template, registered on DLT
 * with its sender id, carries the variable `otp`; MSG91 answers `{ type: "success" }`.
 */
export function createMsg91Sms(config: Msg91Config, timeoutMs: number): SmsProvider {
  return {
    async notify() {
      throw new SmsError("MSG91 has no DLT template for notices configured");
    },
    async send({ to, code }) {
      let response: Response;
      try {
        response = await fetch(new URL("/api/v5/flow", config.baseUrl), {
          method: "POST",
          headers: {
            authkey: config.authKey,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            template_id: config.templateId,
            DLT_TE_ID: config.dltTemplateId,
            ...(config.senderId && { sender: config.senderId }),
            short_url: "0",
            recipients: [{ mobiles: `91${to}`, otp: code }],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        type?: string;
        message?: string;
      } | null;
      if (!response.ok || body?.type !== "success") {
        throw new SmsError(
          `MSG91 refused the message (${response.status}): ${body?.message ?? "no reason given"}`,
        );
      }
    },
  };
}

/** The provider SMS_PROVIDER names; the console one also has its outbox. */
export function createSmsProvider(
  config: Pick<Config, "smsProvider" | "msg91" | "smsTimeoutMs">,
  log: (line: string) => void,
): { provider: SmsProvider; outbox?: ConsoleSms } {
  if (config.smsProvider === "msg91" && config.msg91) {
    return { provider: createMsg91Sms(config.msg91, config.smsTimeoutMs) };
  }
  const outbox = createConsoleSms(log);
  return { provider: outbox, outbox };
}
