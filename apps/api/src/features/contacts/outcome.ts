import {
  apiMessages,
  type ContactOutcome,
  type ContactOutcomeResponse,
  revealMessages,
} from "@sahayi/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { contactOutcomes, contactReports, helpers, purchasedHelpers } from "../../db/schema.ts";
import { type AskLink, askAfterHire } from "../../lib/availability-link/ask.ts";
import { AppError, notFound } from "../../lib/errors.ts";

/**
 * A household says whether it hired a helper it revealed. It may change its answer; the
 * helper's public count of hires moves by the difference, so answering twice counts once. A
 * contact reported as not working (and not declined) cannot count as a hire: the report would
 * give the enquiry back, and the hire would cost nothing. A newly counted hire asks the helper
 * by SMS, in the same transaction, whether she still looks for work (decision 045).
 */
export async function recordOutcome(
  deps: { db: Db; link: AskLink; now?: () => Date },
  input: { userId: number; maidId: string; outcome: ContactOutcome },
): Promise<ContactOutcomeResponse> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const purchase = await lockPurchase(tx, input.userId, input.maidId);
    if (!purchase) throw new AppError(403, "FORBIDDEN", revealMessages.outcomeNotPurchased);
    if (input.outcome === "hired") {
      const [report] = await tx
        .select({ id: contactReports.id })
        .from(contactReports)
        .where(
          and(
            eq(contactReports.userId, input.userId),
            eq(contactReports.helperId, purchase.helperId),
            inArray(contactReports.status, ["pending", "accepted"]),
          ),
        );
      if (report) throw new AppError(409, "CONFLICT", revealMessages.outcomeReported);
    }
    const { hiredCount, change } = await changeOutcome(tx, {
      userId: input.userId,
      helperId: purchase.helperId,
      outcome: input.outcome,
      now,
    });
    if (change > 0) await askAfterHire(tx, deps.link, purchase.helperId, now);
    return { maid_id: input.maidId, outcome: input.outcome, hired_count: hiredCount };
  });
}

/**
 * This user's purchase of the helper `maidId` names, locked until the transaction ends: one
 * household's answers and reports on one contact (two tabs at once) run one after the other,
 * so the count of hires cannot drift from the answers. Null when the user did not buy her;
 * 404 when the id names no helper.
 */
export async function lockPurchase(tx: Tx, userId: number, maidId: string) {
  const [helper] = await tx
    .select({ id: helpers.id })
    .from(helpers)
    .where(eq(helpers.publicId, maidId));
  if (!helper) throw notFound(apiMessages.maidNotFound);
  const [purchase] = await tx
    .select({ helperId: purchasedHelpers.helperId, purchasedAt: purchasedHelpers.createdAt })
    .from(purchasedHelpers)
    .where(and(eq(purchasedHelpers.userId, userId), eq(purchasedHelpers.helperId, helper.id)))
    .for("update");
  return purchase ?? null;
}

/**
 * Stores the answer and moves the helper's count by the difference it makes; answers her count
 * and that difference (+1 for a newly counted hire). The purchase must be locked (lockPurchase).
 */
export async function changeOutcome(
  tx: Tx,
  input: { userId: number; helperId: number; outcome: ContactOutcome; now: Date },
): Promise<{ hiredCount: number; change: number }> {
  const { userId, helperId, outcome, now } = input;
  const [previous] = await tx
    .select({ outcome: contactOutcomes.outcome })
    .from(contactOutcomes)
    .where(and(eq(contactOutcomes.userId, userId), eq(contactOutcomes.helperId, helperId)));
  await tx
    .insert(contactOutcomes)
    .values({ userId, helperId, outcome, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [contactOutcomes.userId, contactOutcomes.helperId],
      set: { outcome, updatedAt: now },
    });
  const change = hires(outcome) - hires(previous?.outcome);
  const [counted] =
    change === 0
      ? await tx
          .select({ hiredCount: helpers.hiredCount })
          .from(helpers)
          .where(eq(helpers.id, helperId))
      : await tx
          .update(helpers)
          // The count is not the profile: setting updated_at to itself keeps "Profile updated".
          .set({
            hiredCount: sql`${helpers.hiredCount} + ${change}`,
            updatedAt: sql`${helpers.updatedAt}`,
          })
          .where(eq(helpers.id, helperId))
          .returning({ hiredCount: helpers.hiredCount });
  return { hiredCount: counted?.hiredCount ?? 0, change };
}

const hires = (outcome: ContactOutcome | undefined) => (outcome === "hired" ? 1 : 0);
