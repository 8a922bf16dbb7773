import { RETENTION_DAYS } from "@sahayi/contract";
import { and, eq, inArray, isNotNull, isNull, lt, notExists } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  contactMessages,
  contactReports,
  contactReveals,
  helpers,
  loginFailures,
  otpCodes,
  payments,
  purchasedHelpers,
  refreshTokens,
  subscriptions,
  users,
} from "../../db/schema.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { removeUnusedImages } from "../../lib/storage/unused-images.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps {
  db: Db;
  storage: ImageStorage;
  log: (details: object, message: string) => void;
  now?: Date;
}

/** How many rows one run removed, by kind. */
export interface RetentionRun {
  oneTimeCodes: number;
  failedLogins: number;
  contactMessages: number;
  refusedRegistrations: number;
  /** Rows of deleted accounts (sessions, reports, purchases, reveals, plans). */
  deletedAccounts: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Refused registrations past their time, unless a household revealed or reported the helper
 * (their own records name her, and stay until their accounts go). Payments of the fee keep the
 * buyer's name and address for the tax records, then lose the link to the removed row.
 */
async function removeRefusedRegistrations(tx: Tx, cutoff: Date) {
  const expired = and(
    eq(helpers.status, "rejected"),
    lt(helpers.reviewedAt, cutoff),
    notExists(tx.select().from(purchasedHelpers).where(eq(purchasedHelpers.helperId, helpers.id))),
    notExists(tx.select().from(contactReveals).where(eq(contactReveals.helperId, helpers.id))),
    notExists(tx.select().from(contactReports).where(eq(contactReports.helperId, helpers.id))),
  );
  await tx
    .update(payments)
    .set({
      buyerName: helpers.name,
      buyerAddress: helpers.address,
      buyerPincode: helpers.pincode,
    })
    .from(helpers)
    .where(and(eq(payments.helperId, helpers.id), isNull(payments.buyerName), expired));
  return tx
    .delete(helpers)
    .where(expired)
    .returning({ profileImage: helpers.profileImage, gallery: helpers.gallery });
}

/** The rows of accounts deleted more than the period ago; the user row itself stays, erased. */
async function removeDeletedAccountsData(tx: Tx, cutoff: Date) {
  const gone = tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff)));
  // In this order: reports and purchases name the subscriptions deleted last.
  const removed = [
    await tx
      .delete(refreshTokens)
      .where(inArray(refreshTokens.userId, gone))
      .returning({ id: refreshTokens.id }),
    await tx
      .delete(contactReports)
      .where(inArray(contactReports.userId, gone))
      .returning({ id: contactReports.id }),
    await tx
      .delete(purchasedHelpers)
      .where(inArray(purchasedHelpers.userId, gone))
      .returning({ id: purchasedHelpers.helperId }),
    await tx
      .delete(contactReveals)
      .where(inArray(contactReveals.userId, gone))
      .returning({ id: contactReveals.id }),
    await tx
      .delete(subscriptions)
      .where(inArray(subscriptions.userId, gone))
      .returning({ id: subscriptions.id }),
  ];
  return removed.reduce((sum, rows) => sum + rows.length, 0);
}

/**
 * Removes what the privacy policy keeps for a limited time (RETENTION_DAYS). Every step is a
 * delete of rows past a cutoff, so two processes running it at once remove each row once and
 * the second finds nothing; images are removed by the process whose delete returned them,
 * after its transaction committed.
 */
export async function runRetention(deps: RetentionDeps): Promise<RetentionRun> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const codesCutoff = before(now, RETENTION_DAYS.codesAndFailedLogins);
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, codesCutoff))
    .returning({ id: otpCodes.id });
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, codesCutoff))
    .returning({ id: loginFailures.id });
  const messages = await db
    .delete(contactMessages)
    .where(lt(contactMessages.readAt, before(now, RETENTION_DAYS.handledContactMessages)))
    .returning({ id: contactMessages.id });
  const refused = await db.transaction((tx) =>
    removeRefusedRegistrations(tx, before(now, RETENTION_DAYS.refusedRegistrations)),
  );
  await removeUnusedImages(
    deps,
    refused.flatMap((h) => [h.profileImage, ...h.gallery]),
    "a refused registration's image",
  );
  const accounts = await db.transaction((tx) =>
    removeDeletedAccountsData(tx, before(now, RETENTION_DAYS.deletedAccounts)),
  );
  return {
    oneTimeCodes: codes.length,
    failedLogins: failures.length,
    contactMessages: messages.length,
    refusedRegistrations: refused.length,
    deletedAccounts: accounts,
  };
}

/** The timer that runs runRetention in each process; stopped when the app closes. */
export function startRetentionJob(deps: RetentionDeps, intervalSeconds: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runRetention({ ...deps, now: new Date() })
      .catch((error: unknown) => deps.log({ err: error }, "retention run failed"))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
