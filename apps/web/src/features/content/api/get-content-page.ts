import type { ContentPageSlug } from "@sahayi/contract";
import { contentPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/content/{slug}: a policy page as HTML the server has already made safe. */
export function getContentPage(slug: ContentPageSlug, options: { signal?: AbortSignal } = {}) {
  return api.get(contentPaths.contentPageOf(slug), options);
}

export const contentPageQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: queryKeys.contentPage(slug),
    queryFn: ({ signal }) => getContentPage(slug, { signal }),
  });

export function useContentPage(slug: ContentPageSlug) {
  return useQuery(contentPageQueryOptions(slug));
}
