import { catalogPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * GET /api/user/search-maids/widenings?<filters>: how many helpers each search with one
 * filter fewer finds, for the empty result's suggestions.
 */
export function getSearchWidenings(
  filters: URLSearchParams,
  options: { signal?: AbortSignal } = {},
) {
  return api.get(catalogPaths.searchWidenings, { ...options, query: filters });
}

export function useSearchWidenings(filters: URLSearchParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.searchWidenings(filters.toString()),
      queryFn: ({ signal }) => getSearchWidenings(filters, { signal }),
    }),
  );
}
