import type { MessageChannel } from "@sahayi/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema.ts";

/** Messages a development outbox shows for one phone or address at most. */
const DEV_OUTBOX_LIMIT = 20;

/** One delivered message as the development outboxes show it. */
export interface DeliveredMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string }[];
  created_at: string;
}

/**
 * The outbox's messages on one channel that were delivered to a phone or an address, newest
 * first, for GET /api/dev/sms and GET /api/dev/email. Read from the database, so every process
 * shows every process's messages.
 */
export async function deliveredTo(
  db: Db,
  channel: MessageChannel,
  recipient: string,
): Promise<DeliveredMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.recipient, recipient),
        eq(outboxMessages.status, "sent"),
      ),
    )
    .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id))
    .limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject ?? "",
    text: row.text,
    attachments: row.attachments.map((attachment) => ({
      filename: attachment.filename,
      content_type: "application/pdf",
    })),
    created_at: (row.sentAt ?? row.createdAt).toISOString(),
  }));
}
