import type { DeleteAccountRequest } from "@sahayi/contract";
import { MY_DATA_FILE_NAME, privacyPaths } from "@sahayi/contract/privacy/privacy-paths";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../../lib/api-client.ts";
import { downloadFromApi } from "../../../lib/download.ts";
import { paths } from "../../../lib/paths.ts";
import { signOutFrom } from "../../../lib/session.ts";

/** GET my-data, saved by the browser as a JSON file. */
export function downloadMyData() {
  return downloadFromApi(privacyPaths.myData, MY_DATA_FILE_NAME);
}

/** POST delete-account: the server ends every login of the account at once. */
export function deleteAccount(body: DeleteAccountRequest) {
  return api.post(privacyPaths.deleteAccount, body);
}

/**
 * After the account is gone, the browser forgets it as a logout does, and goes home (the
 * profile it was on exists no more).
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  return async () => {
    // Nothing may ask the server with the dead login's token: it would be refused, and the
    // visitor sent to log in.
    signOutFrom(key);
    queryClient.clear();
    await navigate(paths.home.href(), { replace: true });
  };
}

/** Which privacy policy version the user agreed to, and whether to ask for the current one. */
export function readConsent() {
  return api.get(privacyPaths.consent);
}

export function acceptPrivacyPolicy(version: string) {
  return api.post(privacyPaths.consent, {
    privacy_policy_version: version,
  });
}
