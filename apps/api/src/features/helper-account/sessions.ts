import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS, accountMessages, type TokenPair } from "@sahayi/contract";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helperRefreshTokens } from "../../db/schema.ts";
import {
  endLoginOf,
  hashRefreshToken,
  newRefreshToken,
  revokeFamily,
  spendRefreshToken,
} from "../../lib/accounts/token-families.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * A helper's logins work as a household's (lib/accounts/token-families.ts, decision 024) on a
 * table of their own: a family of refresh tokens per sign-in, rotated on each refresh; a spent
 * token presented again ends the family; the access token names the family, so it ends with it.
 */

const sessionExpired = () => new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);

export async function issueHelperTokens(
  db: Db,
  tokens: Tokens,
  helperId: number,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refresh = newRefreshToken(familyId, Date.now());
  await db.insert(helperRefreshTokens).values({ helperId, ...refresh.row });
  return {
    access_token: await tokens.signHelperAccess({ helperId, sessionId: familyId }),
    refresh_token: refresh.token,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/** Whether the login an access token names still has an unspent refresh token. */
export function helperSessionIsLive(sessionId: string, helperId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${helperRefreshTokens} where ${and(
    eq(helperRefreshTokens.familyId, sessionId),
    eq(helperRefreshTokens.helperId, helperId),
    isNull(helperRefreshTokens.revokedAt),
  )})`;
}

/** Trades a refresh token for a new pair; a spent one presented again ends its login. */
export async function refreshHelperSession(
  deps: { db: Db; tokens: Tokens },
  refreshToken: string,
): Promise<TokenPair> {
  const { db, tokens } = deps;
  const now = new Date();
  const [stored] = await db
    .select({
      id: helperRefreshTokens.id,
      familyId: helperRefreshTokens.familyId,
      expiresAt: helperRefreshTokens.expiresAt,
      helperId: helperRefreshTokens.helperId,
    })
    .from(helperRefreshTokens)
    .where(eq(helperRefreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (!stored) throw sessionExpired();
  // Spending this token and storing the next is one step, so a request checking the login in
  // between never finds it without a live token.
  const rotated = await db.transaction(async (tx) => {
    if (!(await spendRefreshToken(tx, helperRefreshTokens, stored.id, now))) return "reused";
    if (stored.expiresAt <= now) return "ended";
    return issueHelperTokens(tx, tokens, stored.helperId, stored.familyId);
  });
  if (rotated === "reused") await revokeFamily(db, helperRefreshTokens, stored.familyId, now);
  if (typeof rotated === "string") throw sessionExpired();
  return rotated;
}

/** Ends the login the token belongs to; an unknown or spent token is over anyway. */
export function helperLogout(db: Db, refreshToken: string): Promise<void> {
  return endLoginOf(db, helperRefreshTokens, refreshToken);
}
