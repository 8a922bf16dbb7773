import nodemailer from "nodemailer";
import type { EmailConfig } from "../config.ts";

/** An e-mail of the outbox, whole: both parts, its attachments and its headers. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Uint8Array }[];
  /** List-Unsubscribe and the like. */
  headers: Record<string, string>;
  /** The same for every attempt at this message: it becomes the Message-ID. */
  idempotencyKey: string;
}

export interface EmailProvider {
  /** Resolves with the provider's id of the message once it has taken it. */
  send(email: OutgoingEmail): Promise<string>;
}

/** How long connecting to, greeting and talking with the SMTP server may each take. */
const SMTP_TIMEOUT_MS = 10_000;

/** A Message-ID from the idempotency key: a retried message keeps the same one. */
function messageId(key: string, from: string): string {
  const domain = /@([^\s>]+)>?$/.exec(from)?.[1] ?? "localhost";
  return `<${key.replace(/[^A-Za-z0-9._-]/g, ".")}@${domain}>`;
}

/**
 * SMTP through nodemailer (STARTTLS on 587 when the server offers it; smtps:// for TLS from the
 * start). A message tried again keeps its Message-ID, by which receiving servers and mail
 * clients recognise a second copy.
 */
export function createSmtpEmail(config: { url: string; from: string }): EmailProvider {
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: config.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: messageId(email.idempotencyKey, config.from),
        attachments: email.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
      return info.messageId;
    },
  };
}

/**
 * Development: writes the subject and the addressee to the log. The message itself stays in the
 * outbox table, which GET /api/dev/email reads.
 */
export function createConsoleEmail(log: (line: string) => void): EmailProvider {
  return {
    async send(email) {
      log(`E-mail to ${email.to}: ${email.subject}`);
      return messageId(email.idempotencyKey, "console@localhost");
    },
  };
}

/** The provider EMAIL_PROVIDER names. */
export function createEmailProvider(
  config: EmailConfig,
  log: (line: string) => void,
): EmailProvider {
  return config.provider === "smtp" ? createSmtpEmail(config) : createConsoleEmail(log);
}
