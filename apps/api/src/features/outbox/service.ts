import {
  type LatestReceiptResponse,
  maskedPhone,
  type OutboxMessage,
  outboxNotices,
} from "@sahayi/contract";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers, outboxMessages } from "../../db/schema.ts";
import { recordAdminChange } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";

type MessageRow = typeof outboxMessages.$inferSelect;

/** A person's messages on their admin page: newest first, at most this many. */
const ADMIN_LIST_LIMIT = 100;

function toAdminMessage(row: MessageRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    provider_message_id: row.providerMessageId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** A user's (by id) or a helper's (by public id) messages and their state, newest first. */
export async function listMessages(
  db: Db,
  owner: { userId?: number; helperPublicId?: string },
): Promise<OutboxMessage[]> {
  const conditions: SQL[] = [];
  if (owner.userId !== undefined) conditions.push(eq(outboxMessages.userId, owner.userId));
  if (owner.helperPublicId !== undefined) {
    const [helper] = await db
      .select({ id: helpers.id })
      .from(helpers)
      .where(eq(helpers.publicId, owner.helperPublicId));
    if (!helper) return [];
    conditions.push(eq(outboxMessages.helperId, helper.id));
  }
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(toAdminMessage);
}

/**
 * Queues a failed message again, as it was (same text, same idempotency key), with a new day
 * of retries; written to the audit log in the same transaction.
 */
export async function resendMessage(
  db: Db,
  input: { adminUserId: number; messageId: number; now?: Date },
): Promise<OutboxMessage> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, input.messageId))
      .for("update");
    if (!before) throw notFound(outboxNotices.messageNotFound);
    if (before.status !== "failed") throw new AppError(409, "CONFLICT", outboxNotices.notFailed);
    const [after] = await tx
      .update(outboxMessages)
      .set({ status: "queued", attempts: 0, nextAttemptAt: now, createdAt: now })
      .where(eq(outboxMessages.id, before.id))
      .returning();
    if (!after) throw notFound(outboxNotices.messageNotFound);
    await recordAdminChange(tx, {
      adminUserId: input.adminUserId,
      action: "resend-message",
      entity: "outbox_message",
      entityId: before.id,
      before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
      after: { status: after.status },
    });
    return toAdminMessage(after);
  });
}

/** The newest receipt SMS queued for a user, the phone masked, for the page after a purchase. */
export async function latestReceipt(db: Db, userId: number): Promise<LatestReceiptResponse> {
  const [row] = await db
    .select({ recipient: outboxMessages.recipient })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.userId, userId),
        eq(outboxMessages.kind, "receipt"),
        eq(outboxMessages.channel, "sms"),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  return { sms_to: row ? maskedPhone(row.recipient) : null };
}
