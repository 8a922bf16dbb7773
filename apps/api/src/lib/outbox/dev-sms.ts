import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema.ts";

/** Messages the development outbox shows for one phone or address at most. */
export const DEV_OUTBOX_LIMIT = 20;

/**
 * The outbox's SMS to a phone that the console provider has delivered, newest first, for
 * GET /api/dev/sms. Read from the database, so every process shows every process's messages.
 */
export async function deliveredConsoleSms(
  db: Db,
  phone: string,
): Promise<{ to: string; text: string; created_at: string }[]> {
  const rows = await db
    .select({
      to: outboxMessages.recipient,
      text: outboxMessages.text,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.channel, "sms"),
        eq(outboxMessages.recipient, phone),
        eq(outboxMessages.status, "sent"),
      ),
    )
    .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id))
    .limit(DEV_OUTBOX_LIMIT);
  return rows.map((row) => ({
    to: row.to,
    text: row.text,
    created_at: (row.sentAt ?? new Date(0)).toISOString(),
  }));
}
