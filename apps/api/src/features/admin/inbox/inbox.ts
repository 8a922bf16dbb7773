import {
  type AdminMessage,
  type AdminMessagesPage,
  type AdminMessagesQuery,
  adminMessages,
  adminUserMessages,
} from "@sahayi/contract";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contactMessages } from "../../../db/schema.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { auditedChange } from "../audit.ts";
import { likePattern } from "../like-pattern.ts";

const sortColumns = { created_at: contactMessages.createdAt, name: contactMessages.name } as const;

const toMessage = (row: typeof contactMessages.$inferSelect): AdminMessage => ({
  id: row.id,
  name: row.name,
  mobile_number: row.mobileNumber,
  email: row.email,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

/** How many contact-form messages nobody has read yet (the console's nav shows it). */
export async function unreadCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** One page of the inbox: read / unread, search by name, phone, e-mail or text, sort. */
export async function listMessages(db: Db, query: AdminMessagesQuery): Promise<AdminMessagesPage> {
  const conditions: SQL[] = [];
  if (query.read === "read") conditions.push(isNotNull(contactMessages.readAt));
  if (query.read === "unread") conditions.push(isNull(contactMessages.readAt));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.mobileNumber, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(contactMessages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(contactMessages).where(where),
    unreadCount(db),
  ]);
  return {
    items: rows.map(toMessage),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    unread,
  };
}

export async function getMessage(db: Db, id: number): Promise<AdminMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound(adminMessages.messageNotFound);
  return toMessage(row);
}

/**
 * Marks a message read or unread, with its audit row. Marking it as it already is changes
 * nothing and writes no row (opening a read message again is not a change); a change another
 * admin made between the read and the write is a 409.
 */
export async function markMessage(
  deps: { db: Db; adminUserId: number },
  input: { id: number; read: boolean },
): Promise<AdminMessage> {
  const current = await getMessage(deps.db, input.id);
  if ((current.read_at !== null) === input.read) return current;
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [after] = await tx
      .update(contactMessages)
      .set({ readAt: input.read ? new Date() : null })
      .where(
        and(
          eq(contactMessages.id, input.id),
          input.read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt),
        ),
      )
      .returning();
    // Another admin made the same change meanwhile (and wrote its audit row).
    if (!after) throw new AppError(409, "CONFLICT", adminUserMessages.messageChanged);
    return {
      result: toMessage(after),
      audit: {
        action: input.read ? "mark-read" : "mark-unread",
        entity: "contact_message",
        entityId: input.id,
        before: { read_at: current.read_at },
        after: { read_at: after.readAt?.toISOString() ?? null },
        reason: null,
      },
    };
  });
}
