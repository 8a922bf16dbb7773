import type {
  AdminAuditPage,
  AdminContactReport,
  AdminDashboard,
  AdminRevealsPage,
  ContactReportDecisionRequest,
  ContactReportDecisionResponse,
} from "@sahayi/contract";
import { adminOversightPaths } from "@sahayi/contract/admin/oversight";
import { contactsPaths } from "@sahayi/contract/paths";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { TableState } from "../admin-table.tsx";
import { tableQuery } from "../api.ts";

export function useDashboard() {
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => api.get<AdminDashboard>(adminOversightPaths.dashboard, { signal }),
  });
}

export function useAuditLog(state: TableState, entity?: string) {
  const query = tableQuery({ ...state, q: "" }, { entity });
  return useQuery({
    queryKey: ["admin", "audit-log", query],
    queryFn: ({ signal }) =>
      api.get<AdminAuditPage>(`${adminOversightPaths.auditLog}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

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
    queryKey: ["admin", "reveals", id, query],
    queryFn: ({ signal }) =>
      api.get<AdminRevealsPage>(`${adminOversightPaths.helperRevealsOf(id)}?${query}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useContactReports() {
  return useQuery({
    queryKey: ["admin", "contact-reports"],
    queryFn: ({ signal }) =>
      api.get<{ reports: AdminContactReport[] }>(contactsPaths.adminContactReports, { signal }),
  });
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ContactReportDecisionRequest) =>
      api.post<ContactReportDecisionResponse>(contactsPaths.adminContactReportDecisionOf(id), body),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
