import {
  type AdminListingDecision,
  adminListingChangesPaths,
} from "@sahayi/contract/helper-account/listing-changes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";

/** What helpers changed and no admin has reviewed, oldest first; one helper's with `helperId`. */
export function useListingChanges(helperId = "") {
  return useQuery({
    queryKey: adminQueryKeys.listingChanges(helperId),
    queryFn: ({ signal }) =>
      api.get(adminListingChangesPaths.changes, {
        signal,
        query: helperId ? new URLSearchParams({ helper: helperId }).toString() : undefined,
      }),
  });
}

/** Seen, approved or rejected: every view of the console is read again (her photo changed). */
export function useDecideListingChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: AdminListingDecision & { id: number }) =>
      api.post(adminListingChangesPaths.decisionOf(id), decision),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
