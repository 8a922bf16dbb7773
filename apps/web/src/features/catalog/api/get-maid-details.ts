import type { Maid } from "@sahayi/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/user/maid-details: one helper; numbers only if this user purchased them. */
export function getMaidDetails(maidId: string, options: { signal?: AbortSignal } = {}) {
  return api.post<Maid>("/api/user/maid-details", { maid_id: maidId }, options);
}

export const maidDetailsQueryOptions = (maidId: string) =>
  queryOptions({
    queryKey: ["maid-details", maidId],
    queryFn: ({ signal }) => getMaidDetails(maidId, { signal }),
  });

export function useMaidDetails(maidId: string) {
  return useQuery(maidDetailsQueryOptions(maidId));
}
