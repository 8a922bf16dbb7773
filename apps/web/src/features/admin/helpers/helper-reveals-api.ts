import { adminOversightPaths } from "@sahayi/contract/admin/oversight";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { tableQuery } from "../table-state.ts";

/** Reveals on one page of a helper's reveal log. */
export const REVEALS_PAGE_SIZE = 20;

export function useHelperReveals(id: string, page: number) {
  const query = tableQuery({
    page,
    pageSize: REVEALS_PAGE_SIZE,
    sort: "created_at",
    order: "desc",
    q: "",
  });
  return useQuery({
    queryKey: adminQueryKeys.reveals(id, query),
    queryFn: ({ signal }) =>
      api.get(adminOversightPaths.helperRevealsOf(id), { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}
