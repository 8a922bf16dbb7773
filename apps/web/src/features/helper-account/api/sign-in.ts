import type { MaidLoginRequest } from "@sahayi/contract";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { refreshCookie } from "@sahayi/contract/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client.ts";
import { helperAccessToken, helperLogin, setHelperAccessToken } from "../helper-session.ts";
import { helperQueryKeys } from "../query-keys.ts";

/**
 * Her login's calls: her token (never a household's), and the header that asks for the
 * refresh token as her HttpOnly cookie, never in a body.
 */
const asHelper = { headers: { [refreshCookie.header]: "1" }, login: helperLogin };

/**
 * POST /api/maid/login with a `maid_login` verification token: her access token is stored and
 * her account, which the answer carries, is the page's first read.
 */
export function useHelperSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MaidLoginRequest) => api.post(helperAccountPaths.login, body, asHelper),
    onSuccess: (answer) => {
      setHelperAccessToken(answer.access_token);
      client.setQueryData(helperQueryKeys.account, answer.maid);
    },
  });
}

/**
 * POST /api/maid/logout ends her login on the server (with its access tokens) and clears her
 * cookie; if the server cannot be reached the browser forgets her token all the same.
 */
export function useHelperSignOut() {
  const client = useQueryClient();
  return async () => {
    if (helperAccessToken()) {
      // The contract names no answer for this address (it is a plain string there).
      await apiRequest(helperAccountPaths.logout, { ...asHelper, method: "POST", body: {} }).catch(
        () => undefined,
      );
    }
    setHelperAccessToken(null);
    client.removeQueries({ queryKey: helperQueryKeys.account });
  };
}
