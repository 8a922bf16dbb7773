import type { HelperStatus } from "@sahayi/contract";
import { adminPaths } from "@sahayi/contract/admin/console";
import { adminHelpersPaths } from "@sahayi/contract/admin/helpers";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { adminQueryKeys } from "./query-keys.ts";
import { type TableState, tableQuery } from "./table-state.ts";

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
