import { catalogPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/user/category-details: the category page's banner (results.category.image). */
export function getCategoryDetails(categoryId: number, options: { signal?: AbortSignal } = {}) {
  return api.post(catalogPaths.categoryDetails, { category_id: categoryId }, options);
}

export const categoryDetailsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.categoryDetails(categoryId),
    queryFn: ({ signal }) => getCategoryDetails(categoryId, { signal }),
  });

export function useCategoryDetails(categoryId: number) {
  return useQuery(categoryDetailsQueryOptions(categoryId));
}
