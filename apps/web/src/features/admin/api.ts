import type { HelperStatus } from "@sahayi/contract";
import { adminPaths } from "@sahayi/contract/admin/console";
import { adminHelpersPaths } from "@sahayi/contract/admin/helpers";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import type { TableState } from "./admin-table.tsx";
import { adminQueryKeys } from "./query-keys.ts";

export function useAdminMe() {
  return useQuery({
    queryKey: adminQueryKeys.me,
    queryFn: ({ signal }) => api.get(adminPaths.me, { signal }),
    retry: false,
  });
}

export interface HelperFilters {
  status?: HelperStatus;
}

/** The table's state as the API's query string (server-side sort, search and pages). */
export function tableQuery(state: TableState, extra: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams({
    page: String(state.page),
    page_size: String(state.pageSize),
    sort: state.sort,
    order: state.order,
  });
  if (state.q.trim()) query.set("q", state.q.trim());
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return query.toString();
}

export function useAdminHelpers(state: TableState, filters: HelperFilters) {
  const query = tableQuery(state, { status: filters.status });
  return useQuery({
    queryKey: adminQueryKeys.helpers(query),
    queryFn: ({ signal }) => api.get(adminHelpersPaths.helpers, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminHelper(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.helper(id),
    queryFn: ({ signal }) => api.get(adminHelpersPaths.helperOf(id), { signal }),
  });
}

export type HelperAction = "approve" | "reject" | "suspend" | "restore";

export function useHelperAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: HelperAction; reason?: string }) =>
      api.post(adminHelpersPaths.helperAction(id, action), reason === undefined ? {} : { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
