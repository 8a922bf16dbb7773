import { createHash, randomBytes } from "node:crypto";
import { REFRESH_TOKEN_TTL_SECONDS } from "@sahayi/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { helperRefreshTokens, refreshTokens } from "../../db/schema.ts";

/**
 * The refresh-token families a household's logins and a helper's keep, each in its own table
 * (decision 024): one family per sign-in, rotated on each refresh, ended whole when a spent
 * token comes back. What differs between the two (whose token, what the access token says)
 * stays with each feature's sessions.ts.
 */
type RefreshTable = typeof refreshTokens | typeof helperRefreshTokens;

/** Refresh tokens are random, so a plain hash is enough to keep a database copy useless. */
export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new refresh token, and the columns of its row in `familyId` but for its owner's. */
export function newRefreshToken(familyId: string, now: number) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    row: {
      familyId,
      tokenHash: hashRefreshToken(token),
      expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    },
  };
}

/** Spends one token; false when it was spent already, so someone kept a copy. */
export async function spendRefreshToken(
  db: Db,
  table: RefreshTable,
  id: number,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(table)
    .set({ revokedAt: now })
    .where(and(eq(table.id, id), isNull(table.revokedAt)))
    .returning({ id: table.id });
  return spent.length > 0;
}

/** Ends a login: every unspent token of its family. */
export async function revokeFamily(
  db: Db,
  table: RefreshTable,
  familyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(table)
    .set({ revokedAt: now })
    .where(and(eq(table.familyId, familyId), isNull(table.revokedAt)));
}

/** Logout: ends the login a token belongs to; an unknown or spent token is over anyway. */
export async function endLoginOf(db: Db, table: RefreshTable, refreshToken: string) {
  const [stored] = await db
    .select({ familyId: table.familyId })
    .from(table)
    .where(eq(table.tokenHash, hashRefreshToken(refreshToken)));
  if (stored) await revokeFamily(db, table, stored.familyId, new Date());
}
