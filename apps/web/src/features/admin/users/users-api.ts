import type {
  AdminExtend,
  AdminGrant,
  AdminMessage,
  AdminMessagesPage,
  AdminPaymentsPage,
  AdminReason,
  AdminReconcileResponse,
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUsersPage,
  PaymentStatus,
} from "@sahayi/contract";
import { adminUsersPaths } from "@sahayi/contract/admin/users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { TableState } from "../admin-table.tsx";
import { tableQuery } from "../api.ts";

/** The console's users, payments and inbox queries; every change invalidates ["admin"]. */

export function useAdminUsers(state: TableState) {
  const query = tableQuery(state);
  return useQuery({
    queryKey: ["admin", "users", query],
    queryFn: ({ signal }) =>
      api.get<AdminUsersPage>(`${adminUsersPaths.users}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: ["admin", "user", id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(adminUsersPaths.userOf(id), { signal }),
  });
}

export type UserChange =
  | { action: "grant-enquiries"; body: AdminGrant }
  | { action: "disable" | "enable"; body: AdminReason }
  | { action: "extend"; subscriptionId: number; body: AdminExtend };

export function useUserChange(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) =>
      api.post<AdminUserActionResponse>(
        change.action === "extend"
          ? adminUsersPaths.subscriptionExtendOf(change.subscriptionId)
          : adminUsersPaths.userAction(userId, change.action),
        change.body,
      ),
    onSuccess: (answer) => client.setQueryData(["admin", "user", userId], answer.user),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAdminPayments(state: TableState, status: PaymentStatus | undefined) {
  const query = tableQuery(state, { status });
  return useQuery({
    queryKey: ["admin", "payments", query],
    queryFn: ({ signal }) =>
      api.get<AdminPaymentsPage>(`${adminUsersPaths.payments}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) =>
      api.post<AdminReconcileResponse>(adminUsersPaths.paymentReconcileOf(paymentId), {}),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useAdminMessages(state: TableState, read: "read" | "unread" | undefined) {
  const query = tableQuery(state, { read });
  return useQuery({
    queryKey: ["admin", "messages", query],
    queryFn: ({ signal }) =>
      api.get<AdminMessagesPage>(`${adminUsersPaths.messages}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The nav's unread count (once the console is open): asked again every minute. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ["admin", "messages-unread"],
    queryFn: ({ signal }) =>
      api.get<{ unread: number }>(adminUsersPaths.messagesUnread, { signal }),
    refetchInterval: 60_000,
  });
}

export function useAdminMessage(id: number) {
  return useQuery({
    queryKey: ["admin", "message", id],
    queryFn: ({ signal }) => api.get<AdminMessage>(adminUsersPaths.messageOf(id), { signal }),
  });
}

export function useMarkMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) =>
      api.post<AdminMessage>(adminUsersPaths.messageReadOf(id), { read }),
    onSuccess: (message) => client.setQueryData(["admin", "message", id], message),
    onSettled: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
