import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshTokens } from "../../db/schema.ts";

/**
 * A login (session) is the family of refresh tokens one password check started, and its id
 * is the family's id, which every access token of that login carries (decision 024). The
 * login is live while one token of the family is unspent: rotation spends one and stores the
 * next in one transaction, so a live login is never seen without one; logout, reuse of a spent
 * token, a password reset and an admin's disable spend them all.
 */
export function sessionIsLive(sessionId: string, userId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
    eq(refreshTokens.familyId, sessionId),
    eq(refreshTokens.userId, userId),
    isNull(refreshTokens.revokedAt),
  )})`;
}

/**
 * Ends every login of a user: no refresh token of theirs works again, and access tokens
 * already issued are refused from the next request on. Password reset, an admin's disable and
 * account deletion call it, inside their own transaction.
 */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
