import { adminInboxPaths } from "@sahayi/contract/admin/inbox";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";
import { type TableState, tableQuery } from "../table-state.ts";

/** The console's inbox queries; every change invalidates ["admin"]. */

export function useAdminMessages(state: TableState, read: "read" | "unread" | undefined) {
  const query = tableQuery(state, { read });
  return useQuery({
    queryKey: adminQueryKeys.messages(query),
    queryFn: ({ signal }) => api.get(adminInboxPaths.messages, { signal, query: query }),
    placeholderData: keepPreviousData,
  });
}

/** The nav's unread count (once the console is open): asked again every minute. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: adminQueryKeys.messagesUnread,
    queryFn: ({ signal }) => api.get(adminInboxPaths.messagesUnread, { signal }),
    refetchInterval: 60_000,
  });
}

export function useAdminMessage(id: number) {
  return useQuery({
    queryKey: adminQueryKeys.message(id),
    queryFn: ({ signal }) => api.get(adminInboxPaths.messageOf(id), { signal }),
  });
}

export function useMarkMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) => api.post(adminInboxPaths.messageReadOf(id), { read }),
    onSuccess: (message) => client.setQueryData(adminQueryKeys.message(id), message),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
