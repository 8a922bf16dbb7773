import type { LoginRequest } from "@sahayi/contract";
import { accountsPaths, refreshCookie } from "@sahayi/contract/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { setSession } from "../../../lib/session.ts";

/**
 * POST /api/user/login (product §7), asking for the refresh token as an HttpOnly cookie, which
 * page scripts cannot read (decision 024).
 */
export function login(credentials: LoginRequest) {
  return api.post(accountsPaths.login, credentials, {
    headers: { [refreshCookie.header]: "1" },
  });
}

/**
 * Product §4 "Login": stores the user and the access token. Everything cached so far was fetched as a
 * visitor (a helper's purchased flag, for one), so it is fetched again as this user.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // Only what the header shows is kept in the browser's storage.
      const { name, profile_picture, role } = answer.user_data;
      setSession({
        user: { name, profile_picture, role },
        token: { access_token: answer.access_token },
      });
      void queryClient.invalidateQueries();
    },
  });
}
