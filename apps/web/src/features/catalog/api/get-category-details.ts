import type { Category } from "@sahayi/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/user/category-details: the category page's banner (results.category.image). */
export function getCategoryDetails(categoryId: number, options: { signal?: AbortSignal } = {}) {
  return api.post<{ results: { category: Category } }>(
    "/api/user/category-details",
    { category_id: categoryId },
    options,
  );
}

export const categoryDetailsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ["category-details", categoryId],
    queryFn: ({ signal }) => getCategoryDetails(categoryId, { signal }),
  });

export function useCategoryDetails(categoryId: number) {
  return useQuery(categoryDetailsQueryOptions(categoryId));
}
