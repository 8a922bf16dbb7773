import type { LoginRequest, LoginResponse } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { setSession } from "../../../lib/session.ts";

/** POST /api/user/login (spec §7). */
export function login(credentials: LoginRequest) {
  return api.post<LoginResponse>(accountsPaths.login, credentials);
}

/**
 * Spec §4 "Login": stores the user and the tokens. Everything cached so far was fetched as a
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
        token: { access_token: answer.access_token, refresh_token: answer.refresh_token },
      });
      void queryClient.invalidateQueries();
    },
  });
}
