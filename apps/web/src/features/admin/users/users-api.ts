import type { PaymentStatus } from "@sahayi/contract";
import { adminUsersPaths } from "@sahayi/contract/admin/users";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { type TableState, tableQuery } from "../table-state.ts";
import { type UserChange, userChangePath } from "./user-change.ts";

/** The console's users and payments queries; every change invalidates ["admin"]. */

export function useAdminUsers(state: TableState) {
  const query = tableQuery(state);
  return useQuery({
    queryKey: adminQueryKeys.users(query),
    queryFn: ({ signal }) => api.get(adminUsersPaths.users, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminQueryKeys.user(id),
    queryFn: ({ signal }) => api.get(adminUsersPaths.userOf(id), { signal }),
  });
}

export function useUserChange(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => api.post(userChangePath(userId, change), change.body),
    onSuccess: (answer) => client.setQueryData(adminQueryKeys.user(userId), answer.user),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

export function useAdminPayments(state: TableState, status: PaymentStatus | undefined) {
  const query = tableQuery(state, { status });
  return useQuery({
    queryKey: adminQueryKeys.payments(query),
    queryFn: ({ signal }) => api.get(adminUsersPaths.payments, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => api.post(adminUsersPaths.paymentReconcileOf(paymentId), {}),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
