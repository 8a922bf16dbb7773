import { accountsPaths, refreshCookie } from "@sahayi/contract";
import { sessionCookie } from "../../lib/accounts/session-cookie.ts";

/** A household's web login: its refresh token's cookie, sent to refresh and logout only. */
export const { answerTokens, clearRefreshCookie, refreshTokenFromCookie } = sessionCookie(
  refreshCookie.name,
  [accountsPaths.refreshToken, accountsPaths.logout],
);
