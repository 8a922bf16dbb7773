import { adminOversightPaths } from "@sahayi/contract/admin/oversight";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { firstPage, tableQuery } from "../table-state.ts";

/** One page of a helper's reveal log, newest first. */
export function useHelperReveals(id: string, page: number) {
  const query = tableQuery({ ...firstPage("created_at", "desc"), page });
  return useQuery({
    queryKey: adminQueryKeys.reveals(id, query),
    queryFn: ({ signal }) =>
      api.get(adminOversightPaths.helperRevealsOf(id), { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}
