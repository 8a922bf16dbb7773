import { outboxPaths } from "@sahayi/contract/outbox";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { adminQueryKeys } from "./query-keys.ts";

/** Whose messages: an account by id, or a helper by public id. */
export type MessageOwner = { userId: number } | { helperId: string };

const ownerQuery = (owner: MessageOwner) =>
  "userId" in owner ? `user_id=${owner.userId}` : `helper_id=${encodeURIComponent(owner.helperId)}`;

export function useOwnerMessages(owner: MessageOwner) {
  const query = ownerQuery(owner);
  return useQuery({
    queryKey: adminQueryKeys.outbox(query),
    queryFn: ({ signal }) => api.get(outboxPaths.adminMessages, { signal, query: query }),
  });
}

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(outboxPaths.adminResendOf(id), {}),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.outboxAll }),
  });
}
