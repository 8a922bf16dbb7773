import { MESSAGE_KINDS, type MessageKind } from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { z } from "zod";
import { optionalText } from "./optional-text.ts";

/**
 * MSG91_TEMPLATE_RECEIPT, MSG91_TEMPLATE_HELPER_APPROVED …: one DLT template per kind, and
 * MSG91_TEMPLATE_RECEIPT_ML … for its Malayalam words (a DLT template is fixed text).
 */
export const templateVariable = (kind: MessageKind, locale: Locale = "en") =>
  `MSG91_TEMPLATE_${kind.toUpperCase()}${locale === "ml" ? "_ML" : ""}`;
const templateSchemas = Object.fromEntries(
  MESSAGE_KINDS.flatMap((kind) => [
    [templateVariable(kind), optionalText],
    [templateVariable(kind, "ml"), optionalText],
  ]),
) as Record<string, typeof optionalText>;

const dltTemplateId = optionalText.pipe(
  z
    .string()
    .regex(/^[0-9]{19}$/, "must be the 19-digit template id from the DLT portal")
    .optional(),
);

/** An OTP template: MSG91's id and the DLT portal's. */
export interface OtpTemplate {
  templateId: string;
  dltTemplateId: string;
}

/** The MSG91 account and the OTP template registered on DLT (India's SMS registry). */
export interface Msg91Config {
  authKey: string;
  /**
   * The OTP template of each language, which carries the variable `otp`, with its DLT id
   * (operators drop messages without it). English is required; a Malayalam code goes by the
   * English template until the Malayalam one is set.
   */
  otp: { en: OtpTemplate; ml: OtpTemplate | undefined };
  senderId: string | undefined;
  baseUrl: string;
  /**
   * MSG91's template of each kind of outbox message, per language; a kind without an English
   * one is not sent by SMS, and a Malayalam message without its own goes by the English one.
   */
  templates: Record<Locale, Partial<Record<MessageKind, string>>>;
}

/** Where e-mail goes: the log and the development outbox, or an SMTP server. */
export type EmailConfig = { provider: "console" } | { provider: "smtp"; url: string; from: string };

/** Text messages (MSG91), e-mail (SMTP) and the outbox that sends both. */
export const messageSettings = {
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_DLT_TEMPLATE_ID: dltTemplateId,
  MSG91_TEMPLATE_ID_ML: optionalText,
  MSG91_DLT_TEMPLATE_ID_ML: dltTemplateId,
  MSG91_SENDER_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z]{6}$/, "must be the 6-letter sender id (header) registered on DLT")
      .optional(),
  ),
  MSG91_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://control.msg91.com"),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ...templateSchemas,
  EMAIL_PROVIDER: z.enum(["console", "smtp"]).default("console"),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps:// (smtp://user:pass@host:587)")
      .refine(URL.canParse, "must be a URL such as smtp://user:pass@host:587")
      .optional(),
  ),
  EMAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        "must be an address, or a name and an address: Sahayi <hello@sahayi.in>",
      )
      .optional(),
  ),
  MESSAGES_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 100 && ms <= 600_000), "must be 0 (off) or 100 to 600000")
    .default(1000),
};

/** The MSG91 templates set for one language's outbox messages, by kind. */
export function templatesOf(
  env: Record<string, unknown>,
  locale: Locale,
): Partial<Record<MessageKind, string>> {
  return Object.fromEntries(
    MESSAGE_KINDS.flatMap((kind) => {
      const id = env[templateVariable(kind, locale)];
      return typeof id === "string" ? [[kind, id]] : [];
    }),
  );
}
