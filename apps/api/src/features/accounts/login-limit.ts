import {
  accountMessages,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_PHONE,
  LOGIN_WINDOW_SECONDS,
} from "@sahayi/contract";
import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { tooManyRequests } from "../../lib/errors.ts";

/** Refuses a login while the phone or the address has too many recent attempts. */
async function checkLoginLimits(tx: Tx, phone: string, address: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const limits = [
    [eq(loginFailures.mobileNumber, phone), LOGIN_FAILURES_PER_PHONE],
    [eq(loginFailures.clientAddress, address), LOGIN_FAILURES_PER_ADDRESS],
  ] as const;
  for (const [who, max] of limits) {
    const [row] = await tx
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(who, gt(loginFailures.createdAt, since)));
    if (row && row.failures >= max && row.oldest) {
      const endsAt = new Date(row.oldest).getTime() + LOGIN_WINDOW_SECONDS * 1000;
      const wait = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
      throw tooManyRequests(accountMessages.loginTooManyTries(Math.ceil(wait / 60)), wait);
    }
  }
}

/**
 * Counts a login attempt as a failure before its password is checked, and refuses it past the
 * limits. Counting first, under a lock per phone and one per address (taken in that order, so
 * two logins never wait on each other in a circle), means guesses sent at once, to any number
 * of API processes, reach the password check at most the limit's times. A login that turns
 * out right clears its phone's count (`clearLoginFailures`); one that never reached the check
 * takes its attempt back (`forgetLoginAttempt`). Answers the attempt's id.
 */
export function countLoginAttempt(
  db: Db,
  input: { phone: string; address: string },
  now: Date,
): Promise<number> {
  const { phone, address } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-address:${address}`}))`);
    await checkLoginLimits(tx, phone, address, now);
    const [row] = await tx
      .insert(loginFailures)
      .values({ mobileNumber: phone, clientAddress: address, createdAt: now })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
}

/** The right password: the phone's earlier failures no longer count against it. */
export async function clearLoginFailures(db: Db, phone: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.mobileNumber, phone));
}

/** An attempt whose password was never checked (the server was busy) is not a failure. */
export async function forgetLoginAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}
