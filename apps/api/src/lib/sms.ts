import type { MessageKind } from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import type { Config, Msg91Config } from "../config.ts";

/** A one-time code on its way to a phone: the code for templated providers, the text for logs. */
export interface OtpSms {
  /** Ten digits, without +91. */
  to: string;
  code: string;
  text: string;
  /** The language of the page that asked for it: the template it goes by. */
  locale: Locale;
}

/** A message from the outbox (a receipt, an approval …): its text and its template's values. */
export interface OutboxSms {
  to: string;
  kind: MessageKind;
  text: string;
  variables: Record<string, string>;
  /** The person's language: the template it goes by. */
  locale: Locale;
  /** The same for every attempt at this message. */
  idempotencyKey: string;
}

export interface SmsProvider {
  /** Resolves once the provider accepted the message; rejects with SmsError otherwise. */
  send(message: OtpSms): Promise<void>;
  /**
   * Delivers a message of the outbox and resolves with the provider's id for it; rejects with
   * SmsError otherwise (permanent when trying again cannot help, e.g. no template for its kind).
   */
  deliver(message: OutboxSms): Promise<string>;
}

export class SmsError extends Error {
  override name = "SmsError";
  constructor(
    message: string,
    /** Trying again cannot help (nothing to send it with): the message fails at once. */
    readonly permanent = false,
  ) {
    super(message);
  }
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
 * Development: writes each message to the log. One-time codes are also kept in memory for
 * GET /api/dev/sms, so tests and people read codes without a phone; messages of the outbox are
 * read from the database there, so every process shows them.
 */
export function createConsoleSms(log: (line: string) => void) {
  const outbox = new Map<string, OutboxEntry[]>();
  const provider = {
    async send({ to, text }: OtpSms) {
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
    async deliver({ to, text, idempotencyKey }: OutboxSms) {
      log(`SMS to +91${to}: ${text}`);
      return `console:${idempotencyKey}`;
    },
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
  /** Posts one flow; resolves with MSG91's request id. */
  async function flow(payload: object): Promise<string> {
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
          ...(config.senderId && { sender: config.senderId }),
          short_url: "0",
          ...payload,
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
    return body.message ?? "";
  }
  return {
    async send({ to, code, locale }) {
      const template = (locale === "ml" && config.otp.ml) || config.otp.en;
      await flow({
        template_id: template.templateId,
        DLT_TE_ID: template.dltTemplateId,
        recipients: [{ mobiles: `91${to}`, otp: code }],
      });
    },
    async deliver({ to, kind, variables, locale }) {
      const templateId = config.templates[locale]?.[kind] ?? config.templates.en?.[kind];
      if (!templateId) {
        throw new SmsError(
          `no MSG91 template for ${kind} messages (set MSG91_TEMPLATE_${kind.toUpperCase()})`,
          true,
        );
      }
      return flow({ template_id: templateId, recipients: [{ mobiles: `91${to}`, ...variables }] });
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
