import { paymentsPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/maid-subscription-plan { id } (product §7 "Plan details"). */
export function getPlanDetails(id: number, options: { signal?: AbortSignal } = {}) {
  return api.post(paymentsPaths.planDetails, { id }, options);
}

export const planDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.planDetails(id),
    queryFn: ({ signal }) => getPlanDetails(id, { signal }),
  });

export function usePlanDetails(id: number) {
  return useQuery({ ...planDetailsQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
