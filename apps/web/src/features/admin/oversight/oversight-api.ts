import type { ContactReportDecisionRequest } from "@sahayi/contract";
import { adminOversightPaths } from "@sahayi/contract/admin/oversight";
import { contactsPaths } from "@sahayi/contract/paths";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { type TableState, tableQuery } from "../table-state.ts";

export function useDashboard() {
  return useQuery({
    queryKey: adminQueryKeys.dashboard,
    queryFn: ({ signal }) => api.get(adminOversightPaths.dashboard, { signal }),
  });
}

export function useAuditLog(state: TableState, entity?: string) {
  const query = tableQuery({ ...state, q: "" }, { entity });
  return useQuery({
    queryKey: adminQueryKeys.auditLog(query),
    queryFn: ({ signal }) => api.get(adminOversightPaths.auditLog, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

export function useContactReports() {
  return useQuery({
    queryKey: adminQueryKeys.contactReports,
    queryFn: ({ signal }) => api.get(contactsPaths.adminContactReports, { signal }),
  });
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ContactReportDecisionRequest) =>
      api.post(contactsPaths.adminContactReportDecisionOf(id), body),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
