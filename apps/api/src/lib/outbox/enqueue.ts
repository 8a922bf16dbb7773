import {
  type MessageKind,
  type MessageLocale,
  type MessageText,
  type MessageValues,
  messageText,
} from "@sahayi/contract";
import type { Tx } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema.ts";
import { emailBodyHtml, emailBodyText } from "./email-body.ts";

type Attachment = (typeof outboxMessages.$inferInsert)["attachments"];

export interface NewMessage<K extends MessageKind> {
  kind: K;
  values: MessageValues[K];
  /** Names this message once, e.g. `receipt:payment:12`; the channel is added to it. */
  key: string;
  /** Ten digits: an SMS goes there. */
  phone?: string | null;
  /** An address: an e-mail goes there (an empty one sends none). */
  email?: string | null;
  userId?: number | null;
  helperId?: number | null;
  locale?: MessageLocale;
  /** Made when the e-mail is delivered (the invoice PDF). */
  attachments?: NonNullable<Attachment>;
}

/**
 * Writes a message to the outbox inside the caller's transaction, as an SMS and an e-mail
 * where the person has a phone and an address: the event and its message are kept or rolled
 * back together, and the worker delivers it after the commit (docs/decisions/029). Queuing
 * the same key again does nothing, so an event seen twice promises one message.
 */
export async function enqueueMessage<K extends MessageKind>(
  tx: Tx,
  message: NewMessage<K>,
): Promise<void> {
  const locale = message.locale ?? "en";
  const words: MessageText = messageText(message.kind, locale, message.values);
  const common = {
    kind: message.kind,
    userId: message.userId ?? null,
    helperId: message.helperId ?? null,
    locale,
    variables: templateVariables(message.values),
  };
  const rows: (typeof outboxMessages.$inferInsert)[] = [];
  if (message.phone) {
    rows.push({
      ...common,
      channel: "sms",
      recipient: message.phone,
      text: words.sms,
      idempotencyKey: `${message.key}:sms`,
    });
  }
  const email = message.email?.trim();
  if (email) {
    rows.push({
      ...common,
      channel: "email",
      recipient: email,
      subject: words.subject,
      text: emailBodyText(words),
      html: emailBodyHtml(words),
      attachments: message.attachments ?? [],
      idempotencyKey: `${message.key}:email`,
    });
  }
  if (rows.length === 0) return;
  await tx.insert(outboxMessages).values(rows).onConflictDoNothing();
}

/** The values as text, for SMS templates registered with named variables (MSG91). */
function templateVariables(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === null ? "" : String(value)]),
  );
}
