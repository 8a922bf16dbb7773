import { MESSAGE_KINDS, type MessageKind } from "@sahayi/contract";
import { z } from "zod";
import { optionalText } from "./optional-text.ts";

/** MSG91_TEMPLATE_RECEIPT, MSG91_TEMPLATE_HELPER_APPROVED …: one DLT template per kind. */
export const templateVariable = (kind: MessageKind) => `MSG91_TEMPLATE_${kind.toUpperCase()}`;
const templateSchemas = Object.fromEntries(
  MESSAGE_KINDS.map((kind) => [templateVariable(kind), optionalText]),
) as Record<string, typeof optionalText>;

/** The MSG91 account and the OTP template registered on DLT (India's SMS registry). */
export interface Msg91Config {
  authKey: string;
  /** MSG91's id of the OTP template, which carries the variable `otp`. */
  templateId: string;
  /** The same template's id on the DLT portal; operators drop messages without it. */
  dltTemplateId: string;
  senderId: string | undefined;
  baseUrl: string;
  /** MSG91's template of each kind of outbox message; a kind without one is not sent by SMS. */
  templates: Partial<Record<MessageKind, string>>;
}

/** Where e-mail goes: the log and the development outbox, or an SMTP server. */
export type EmailConfig = { provider: "console" } | { provider: "smtp"; url: string; from: string };

/** Text messages (MSG91), e-mail (SMTP) and the outbox that sends both. */
export const messageSettings = {
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  MSG91_AUTH_KEY: optionalText,
  MSG91_TEMPLATE_ID: optionalText,
  MSG91_DLT_TEMPLATE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9]{19}$/, "must be the 19-digit template id from the DLT portal")
      .optional(),
  ),
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
