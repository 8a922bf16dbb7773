import type { MaidDeleteRequest } from "@sahayi/contract";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { downloadFromApi } from "../../../lib/download.ts";
import { helperLogin, setHelperAccessToken } from "../helper-session.ts";

/** What the browser names her copy when the answer names none. */
const MY_DATA_FILE = "sahayi-helper-my-data.json";

/** GET /api/maid/my-data with her login, saved by the browser as a JSON file. */
export function downloadHelperData() {
  return downloadFromApi(helperAccountPaths.myData, MY_DATA_FILE, helperLogin);
}

/**
 * POST /api/maid/delete-listing with a fresh `maid_login` code's token. The server ends her
 * logins with it; the browser forgets hers as a sign-out does, without asking the server again.
 */
export function useDeleteListing() {
  const client = useQueryClient();
  return async (body: MaidDeleteRequest) => {
    const answer = await api.post(helperAccountPaths.deleteListing, body, { login: helperLogin });
    setHelperAccessToken(null);
    client.clear();
    return answer;
  };
}
