import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /api/maid/confirm-availability: her SMS link's code, no login (decision 045);
 * `available` false pauses her listing instead of confirming it.
 */
export function useConfirmByLink() {
  return useMutation({
    mutationFn: ({ token, available }: { token: string; available: boolean }) =>
      api.post(helperAccountPaths.confirmAvailability, { token, available }),
  });
}
