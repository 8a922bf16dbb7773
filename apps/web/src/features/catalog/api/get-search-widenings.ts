import type { SearchWideningsResponse } from "@sahayi/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /api/user/search-maids/widenings?<filters>: how many helpers each search with one
 * filter fewer finds, for the empty result's suggestions.
 */
export function getSearchWidenings(
  filters: URLSearchParams,
  options: { signal?: AbortSignal } = {},
) {
  return api.get<SearchWideningsResponse>(`/api/user/search-maids/widenings?${filters}`, options);
}

export function useSearchWidenings(filters: URLSearchParams) {
  return useQuery(
    queryOptions({
      queryKey: ["search-widenings", filters.toString()],
      queryFn: ({ signal }) => getSearchWidenings(filters, { signal }),
    }),
  );
}
