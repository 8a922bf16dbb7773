import { catalogPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/maid-details: one helper; numbers only if this user purchased them. */
export function getMaidDetails(maidId: string, options: { signal?: AbortSignal } = {}) {
  return api.post(catalogPaths.maidDetails, { maid_id: maidId }, options);
}

export const maidDetailsQueryOptions = (maidId: string) =>
  queryOptions({
    queryKey: queryKeys.maidDetails(maidId),
    queryFn: ({ signal }) => getMaidDetails(maidId, { signal }),
  });

export function useMaidDetails(maidId: string) {
  return useQuery(maidDetailsQueryOptions(maidId));
}
