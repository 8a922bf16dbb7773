import {
  CONTACT_REPORT_WINDOW_DAYS,
  type ContactReport,
  type ContactReportReason,
  revealMessages,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactOutcomes, contactReports } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { changeOutcome, lockPurchase } from "./outcome.ts";

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
 * against racing requests), within CONTACT_REPORT_WINDOW_DAYS of the purchase. A contact it
 * had said it hired is then not hired: a hire would not stand beside an enquiry given back.
 * Nothing is written when it is refused.
 */
export async function reportContact(
  deps: { db: Db; now?: () => Date },
  input: { userId: number; maidId: string; reason: ContactReportReason; note?: string | undefined },
): Promise<ContactReport> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, input.userId, input.maidId);
    if (!purchase) throw new AppError(403, "FORBIDDEN", revealMessages.reportNotPurchased);
    if (now > reportUntil(purchase.purchasedAt))
      throw new AppError(403, "FORBIDDEN", revealMessages.reportWindowClosed);
    const [report] = await tx
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
    const [hired] = await tx
      .select({ outcome: contactOutcomes.outcome })
      .from(contactOutcomes)
      .where(
        and(
          eq(contactOutcomes.userId, input.userId),
          eq(contactOutcomes.helperId, purchase.helperId),
          eq(contactOutcomes.outcome, "hired"),
        ),
      );
    if (hired) {
      await changeOutcome(tx, {
        userId: input.userId,
        helperId: purchase.helperId,
        outcome: "not_hired",
        now,
      });
    }
    return toContactReport(report);
  });
}
