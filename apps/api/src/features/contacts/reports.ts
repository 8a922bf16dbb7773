import {
  apiMessages,
  CONTACT_REPORT_WINDOW_DAYS,
  type ContactReport,
  type ContactReportReason,
  revealMessages,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactReports, helpers, purchasedHelpers } from "../../db/schema.ts";
import { AppError, notFound } from "../../lib/errors.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a purchase made at `purchasedAt` may be reported. */
export const reportUntil = (purchasedAt: Date) =>
  new Date(purchasedAt.getTime() + CONTACT_REPORT_WINDOW_DAYS * DAY_MS);

export function toContactReport(row: typeof contactReports.$inferSelect): ContactReport {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A household says a contact it bought was dead: once per purchase (the unique pair holds it
 * against racing requests), within CONTACT_REPORT_WINDOW_DAYS of the purchase. Nothing is
 * written when it is refused.
 */
export async function reportContact(
  deps: { db: Db; now?: () => Date },
  input: { userId: number; maidId: string; reason: ContactReportReason; note?: string | undefined },
): Promise<ContactReport> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const [purchase] = await db
    .select({ helperId: helpers.id, purchasedAt: purchasedHelpers.createdAt })
    .from(helpers)
    .leftJoin(
      purchasedHelpers,
      and(eq(purchasedHelpers.helperId, helpers.id), eq(purchasedHelpers.userId, input.userId)),
    )
    .where(eq(helpers.publicId, input.maidId))
    .limit(1);
  if (!purchase) throw notFound(apiMessages.maidNotFound);
  if (!purchase.purchasedAt)
    throw new AppError(403, "FORBIDDEN", revealMessages.reportNotPurchased);
  if (now > reportUntil(purchase.purchasedAt))
    throw new AppError(403, "FORBIDDEN", revealMessages.reportWindowClosed);
  const [report] = await db
    .insert(contactReports)
    .values({
      userId: input.userId,
      helperId: purchase.helperId,
      reason: input.reason,
      note: input.note ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!report) throw new AppError(409, "CONFLICT", revealMessages.reportExists);
  return toContactReport(report);
}
