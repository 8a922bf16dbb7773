import {
  apiMessages,
  helperAccountMessages,
  type PurchaseMaidResponse,
  revealMessages,
} from "@sahayi/contract";
import { and, asc, count, eq, gt, gte, lt, lte, min, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { contactReveals, helpers, purchasedHelpers, subscriptions } from "../../db/schema.ts";
import { lockAccount } from "../../lib/accounts/account-lock.ts";
import { AppError, notFound, tooManyRequests } from "../../lib/errors.ts";
import { quotaOf } from "./quota.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface PurchaseDeps {
  db: Db;
  /** Reveals one account may make in an hour (REVEALS_PER_ACCOUNT_PER_HOUR). */
  revealsPerHour: number;
  now?: () => Date;
}

/** Thrown inside the transaction when another request bought the same helper first. */
class BoughtMeanwhile extends Error {}

/**
 * Product §4 "Contact reveal" on the server: the helper's numbers for one enquiry, spent exactly
 * once (docs/decisions/016). One transaction: the user's row is locked first, so one
 * account's purchases run one after another on any number of processes (the hourly count
 * and the quota are then read without a race); the enquiry comes from a conditional UPDATE
 * of the running subscription that ends first; the (user, helper) primary key refuses a
 * second purchase of the same helper, rolling its spent enquiry back with it.
 * Buying a helper already bought spends nothing and answers the same numbers.
 */
export async function purchaseMaid(
  deps: PurchaseDeps,
  input: { userId: number; maidId: string },
): Promise<PurchaseMaidResponse> {
  try {
    return await deps.db.transaction((tx) => purchaseOnce(tx, deps, input));
  } catch (error) {
    if (!(error instanceof BoughtMeanwhile)) throw error;
    // Bought by a request that committed meanwhile: now it is an already purchased helper.
    return deps.db.transaction((tx) => purchaseOnce(tx, deps, input));
  }
}

async function purchaseOnce(
  tx: Tx,
  deps: PurchaseDeps,
  input: { userId: number; maidId: string },
): Promise<PurchaseMaidResponse> {
  const now = deps.now?.() ?? new Date();
  const { userId } = input;
  await lockAccount(tx, userId);

  const [helper] = await tx
    .select({
      id: helpers.id,
      status: helpers.status,
      mobileNumber: helpers.mobileNumber,
      whatsappNumber: helpers.whatsappNumber,
    })
    .from(helpers)
    .where(eq(helpers.publicId, input.maidId))
    .limit(1);
  if (!helper) throw notFound(apiMessages.maidNotFound);
  const [bought] = await tx
    .select({ helperId: purchasedHelpers.helperId })
    .from(purchasedHelpers)
    .where(and(eq(purchasedHelpers.userId, userId), eq(purchasedHelpers.helperId, helper.id)));
  // A buyer keeps a helper taken off the listing; nobody else can buy one. A helper who
  // paused herself is told apart, so the household knows to come back (nothing is spent).
  if (!bought && helper.status === "paused") {
    throw new AppError(409, "HELPER_PAUSED", helperAccountMessages.paused);
  }
  if (!bought && helper.status !== "approved") throw notFound(apiMessages.maidNotFound);

  await assertUnderHourlyLimit(tx, userId, deps.revealsPerHour, now);

  if (!bought) {
    const spent = await spendEnquiry(tx, userId, now);
    if (spent === null) {
      const quota = await quotaOf(tx, userId, now);
      throw quota.active
        ? new AppError(403, "ENQUIRY_LIMIT_REACHED", revealMessages.enquiryLimitReached)
        : new AppError(403, "NO_ACTIVE_PLAN", revealMessages.noActivePlan);
    }
    const inserted = await tx
      .insert(purchasedHelpers)
      .values({ userId, helperId: helper.id, subscriptionId: spent, createdAt: now })
      .onConflictDoNothing()
      .returning({ helperId: purchasedHelpers.helperId });
    if (inserted.length === 0) throw new BoughtMeanwhile();
  }
  await tx
    .insert(contactReveals)
    .values({ userId, helperId: helper.id, spentEnquiry: !bought, createdAt: now });
  const quota = await quotaOf(tx, userId, now);
  return {
    maid_id: input.maidId,
    is_purchased: true,
    mobile_number: helper.mobileNumber,
    whatsapp_number: helper.whatsappNumber,
    user_remaining_enquiry: quota.remaining,
    user_total_enquiry: quota.total,
  };
}

/**
 * One enquiry from the running subscription that ends first (an ended one's enquiries are
 * gone; a later one's keep). The condition is checked again by the UPDATE itself, so two
 * writers can never take the last enquiry twice. Returns the subscription's id, or null.
 */
async function spendEnquiry(tx: Tx, userId: number, now: Date): Promise<number | null> {
  const firstToEnd = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
        lt(subscriptions.enquiriesUsed, subscriptions.enquiriesTotal),
      ),
    )
    .orderBy(asc(subscriptions.endsAt), asc(subscriptions.id))
    .limit(1)
    .for("update");
  const [spent] = await tx
    .update(subscriptions)
    .set({ enquiriesUsed: sql`${subscriptions.enquiriesUsed} + 1` })
    .where(
      and(
        sql`${subscriptions.id} = (${firstToEnd})`,
        lt(subscriptions.enquiriesUsed, subscriptions.enquiriesTotal),
        gt(subscriptions.endsAt, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return spent?.id ?? null;
}

/** 429 once the account has had its reveals of the last hour, saying when it may go on. */
async function assertUnderHourlyLimit(tx: Tx, userId: number, max: number, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const [recent] = await tx
    .select({ reveals: count(), oldest: min(contactReveals.createdAt) })
    .from(contactReveals)
    .where(and(eq(contactReveals.userId, userId), gte(contactReveals.createdAt, since)));
  if (!recent || recent.reveals < max) return;
  const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  throw tooManyRequests(revealMessages.revealsPerHour(max), retryAfter);
}
