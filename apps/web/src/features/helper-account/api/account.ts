import type { MaidAvailabilityRequest } from "@sahayi/contract";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { helperLogin } from "../helper-session.ts";
import { helperQueryKeys } from "../query-keys.ts";

/** GET /api/maid/me: her status, her listing as households see it, her counts. */
export const helperAccountQueryOptions = () =>
  queryOptions({
    queryKey: helperQueryKeys.account,
    queryFn: ({ signal }) => api.get(helperAccountPaths.me, { signal, login: helperLogin }),
  });

export function useHelperAccount() {
  return useQuery(helperAccountQueryOptions());
}

/**
 * POST /api/maid/availability: pauses or resumes her listing and answers her account, which
 * replaces the one on screen. Her public page, if this browser has it, is read again.
 */
export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MaidAvailabilityRequest) =>
      api.post(helperAccountPaths.availability, body, { login: helperLogin }),
    onSuccess: (account) => {
      client.setQueryData(helperQueryKeys.account, account);
      void client.invalidateQueries({ queryKey: queryKeys.maidDetails(account.listing.id) });
    },
  });
}
