import { accountsPaths } from "@sahayi/contract/paths";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { paths } from "../../../lib/paths.ts";
import { clearSession, getSession } from "../../../lib/session.ts";

/** POST /api/user/logout: the server revokes this session's refresh token. */
export function logout(refreshToken: string) {
  return api.post<unknown>(accountsPaths.logout, { refresh_token: refreshToken });
}

/**
 * Spec §4 "Session": logout clears the session and goes to the login page. The server is told
 * first, so a copied refresh token dies with it; if it cannot be reached the browser forgets
 * the session all the same.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const refreshToken = getSession()?.token.refresh_token;
    if (refreshToken) await logout(refreshToken).catch(() => undefined);
    // Leave the guarded page first, or its guard would send the visitor to log in and then
    // back to it.
    await navigate(paths.login.href(), { replace: true });
    clearSession();
    queryClient.clear();
  };
}
