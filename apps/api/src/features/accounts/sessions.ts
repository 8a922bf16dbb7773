import { randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  accountMessages,
  adminMessages,
  type LoginResponse,
  type TokenPair,
  toastMessages,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshTokens, users } from "../../db/schema.ts";
import { hashPassword, refuseWhenBusy, verifyPassword } from "../../lib/accounts/passwords.ts";
import {
  endLoginOf,
  hashRefreshToken,
  newRefreshToken,
  revokeFamily,
  spendRefreshToken,
} from "../../lib/accounts/token-families.ts";
import type { AuthUser, Tokens } from "../../lib/accounts/tokens.ts";
import { AppError } from "../../lib/errors.ts";
import { clearLoginFailures, countLoginAttempt, forgetLoginAttempt } from "./login-limit.ts";
import { readUserData } from "./users.ts";

/** A login to a disabled account is refused (403); a refresh is a session that is over (401). */
const accountDisabled = (status: 401 | 403) =>
  new AppError(status, "ACCOUNT_DISABLED", adminMessages.accountDisabled);

const sessionExpired = () => new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);

/**
 * A new access token and refresh token; the refresh token joins `familyId` (one login), and
 * the access token names that login, so it ends with it (lib/accounts/sessions.ts).
 */
export async function issueTokens(
  db: Db,
  tokens: Tokens,
  user: AuthUser,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refresh = newRefreshToken(familyId, Date.now());
  await db.insert(refreshTokens).values({ userId: user.id, ...refresh.row });
  return {
    access_token: await tokens.signAccess({ ...user, sessionId: familyId }),
    refresh_token: refresh.token,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * A phone without an account costs the same argon2 work as a wrong password, so the time
 * taken does not tell which it was.
 */
let unknownUserHash: Promise<string> | undefined;
function hashForUnknownUsers(): Promise<string> {
  unknownUserHash ??= hashPassword(randomUUID()).catch((error: unknown) => {
    unknownUserHash = undefined;
    throw error;
  });
  return unknownUserHash;
}

export async function login(
  deps: { db: Db; tokens: Tokens },
  input: { phone: string; password: string; address: string; locale: Locale | undefined },
): Promise<LoginResponse> {
  const { db, tokens } = deps;
  refuseWhenBusy();
  const attemptId = await countLoginAttempt(db, input, new Date());
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.mobileNumber, input.phone));
  let matches: boolean;
  try {
    matches = await verifyPassword(
      user?.passwordHash ?? (await hashForUnknownUsers()),
      input.password,
    );
  } catch (error) {
    // Only a full line fails here (a bad hash is a mismatch): the password was never checked.
    await forgetLoginAttempt(db, attemptId);
    throw error;
  }
  if (!user || !matches) throw new AppError(401, "INVALID_CREDENTIALS", toastMessages.loginFailed);
  await clearLoginFailures(db, input.phone);
  // Said only after the password matched, so it tells nothing about a phone to a stranger.
  if (user.disabledAt) throw accountDisabled(403);
  await rememberLanguage(db, user, input.locale);
  const pair = await issueTokens(db, tokens, { id: user.id, role: user.role });
  return { ...pair, user_data: await readUserData(db, user.id) };
}

/**
 * Trades a refresh token for a new pair. The old one stops working; presenting it again
 * means someone kept a copy, so every token of that login is revoked.
 */
export async function refreshSession(
  deps: { db: Db; tokens: Tokens },
  refreshToken: string,
  locale?: Locale,
): Promise<TokenPair> {
  const { db, tokens } = deps;
  const now = new Date();
  const [stored] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      userId: refreshTokens.userId,
      role: users.role,
      disabledAt: users.disabledAt,
      locale: users.locale,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (!stored) throw sessionExpired();
  const renewable = stored.expiresAt > now && !stored.disabledAt;
  // Spending this token and storing the next is one step: a request checking the login in
  // between would otherwise find no live token and refuse a valid access token.
  const rotated = await db.transaction(async (tx) => {
    if (!(await spendRefreshToken(tx, refreshTokens, stored.id, now))) return "reused";
    if (!renewable) return "ended";
    const user = { id: stored.userId, role: stored.role };
    return issueTokens(tx, tokens, user, stored.familyId);
  });
  if (rotated === "reused") {
    await revokeFamily(db, refreshTokens, stored.familyId, now);
    throw sessionExpired();
  }
  if (rotated !== "ended") {
    await rememberLanguage(db, { id: stored.userId, locale: stored.locale }, locale);
    return rotated;
  }
  // Disabling revokes the refresh tokens too; this holds even for one issued meanwhile.
  if (stored.disabledAt) throw accountDisabled(401);
  throw sessionExpired();
}

/**
 * Messages follow the language the person last used the site in: the page's at login and at
 * each renewal (the web app renews at least every 15 minutes while in use). A request that
 * names no language leaves it as it was.
 */
async function rememberLanguage(
  db: Db,
  user: { id: number; locale: Locale },
  locale: Locale | undefined,
) {
  if (locale === undefined || locale === user.locale) return;
  await db.update(users).set({ locale }).where(eq(users.id, user.id));
}

/**
 * Ends the login the token belongs to, and with it the access tokens of that login. An
 * unknown or spent token is fine: it is over anyway.
 */
export function logout(db: Db, refreshToken: string): Promise<void> {
  return endLoginOf(db, refreshTokens, refreshToken);
}

/**
 * Ends every login of a user and the access tokens they hold (password reset, account
 * deletion); shared with the admin's disable through lib.
 */
export { revokeAllSessions } from "../../lib/accounts/sessions.ts";
