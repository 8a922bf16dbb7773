import { SEARCH_PAGE_SIZE_DEFAULT } from "@sahayi/contract/constants";
import { catalogPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * GET /api/user/search-maids?<filters>&page=&page_size=: one page of approved helpers.
 * `filters` are query parameters as the URL carries them (see filters/filter-values.ts).
 */
export function searchMaids(
  filters: URLSearchParams,
  page: number,
  options: { signal?: AbortSignal; pageSize?: number } = {},
) {
  const params = new URLSearchParams(filters);
  params.set("page", String(page));
  params.set("page_size", String(options.pageSize ?? SEARCH_PAGE_SIZE_DEFAULT));
  return api.get(catalogPaths.searchMaids, { ...options, query: params });
}

export const searchMaidsQueryOptions = (filters: URLSearchParams, page: number) =>
  queryOptions({
    // The query string is a stable key: the same filters are always written in one order.
    queryKey: queryKeys.searchMaids(filters.toString(), page),
    queryFn: ({ signal }) => searchMaids(filters, page, { signal }),
  });

export function useSearchMaids(filters: URLSearchParams, page: number) {
  return useQuery(searchMaidsQueryOptions(filters, page));
}

/**
 * How many helpers some filters find, before the visitor submits them (the filter drawer's
 * "Show 42 helpers"): the search's `total`, asking for one row only. `filters` undefined asks
 * nothing.
 */
export function useSearchCount(filters: URLSearchParams | undefined) {
  const key = filters?.toString();
  return useQuery({
    queryKey: queryKeys.searchCount(key),
    queryFn: async ({ signal }) =>
      (await searchMaids(filters ?? new URLSearchParams(), 1, { signal, pageSize: 1 })).total,
    enabled: filters !== undefined,
    // A count is a hint: a failed one just leaves the button reading Search.
    retry: false,
  });
}
