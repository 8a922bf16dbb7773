import { accountsPaths, refreshCookie } from "@sahayi/contract/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../lib/paths.ts";
import { getSession, signOutFrom } from "../../../lib/session.ts";

/**
 * POST /api/user/logout: the server ends the login of the refresh token in the HttpOnly
 * cookie (or of one an earlier version stored), with its access tokens, and clears the cookie.
 */
export function logout(storedRefreshToken: string | undefined) {
  return api.post(
    accountsPaths.logout,
    storedRefreshToken ? { refresh_token: storedRefreshToken } : {},
    { headers: { [refreshCookie.header]: "1" } },
  );
}

/**
 * Product §4 "Session": logout clears the session and goes to the login page. The server is told
 * first, so the login ends there too (a copied token dies with it); if it cannot be reached
 * the browser forgets the session all the same.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  return async () => {
    const session = getSession();
    if (session) await logout(session.token.refresh_token).catch(() => undefined);
    signOutFrom(key);
    queryClient.clear();
    await navigate(paths.login.href(), { replace: true });
  };
}
