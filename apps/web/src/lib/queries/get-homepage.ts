import type { Homepage } from "@sahayi/contract";
import { contentPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

/** GET /api/user/homepage: banners, categories, newest helpers, plans and site settings. */
export function getHomepage(options: { signal?: AbortSignal } = {}): Promise<Homepage> {
  return api.get(contentPaths.homepage, options);
}

/**
 * How long the answer counts as fresh. The shell asks first and the home page a moment later:
 * without this the page's mount would ask the server again for what just arrived (or what
 * the server wrote into the HTML, decision 015). Logging in refreshes every query at once.
 */
const HOMEPAGE_FRESH_MS = 60_000;

export const homepageQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.homepage,
    queryFn: ({ signal }) => getHomepage({ signal }),
    staleTime: HOMEPAGE_FRESH_MS,
  });

/** The site shell loads this on every page (product §7), so the home page finds it cached. */
export function useHomepage() {
  return useQuery(homepageQueryOptions());
}
