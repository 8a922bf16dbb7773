import type { Homepage } from "@sahayi/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

/** GET /api/user/homepage: banners, categories, newest helpers, plans and site settings. */
export function getHomepage(options: { signal?: AbortSignal } = {}): Promise<Homepage> {
  return api.get<Homepage>("/api/user/homepage", options);
}

export const homepageQueryOptions = () =>
  queryOptions({
    queryKey: ["homepage"],
    queryFn: ({ signal }) => getHomepage({ signal }),
  });

/** The site shell loads this on every page (spec §7), so the home page finds it cached. */
export function useHomepage() {
  return useQuery(homepageQueryOptions());
}
