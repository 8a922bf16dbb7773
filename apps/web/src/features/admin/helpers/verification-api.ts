import type { VerificationInput } from "@sahayi/contract";
import { verificationPaths } from "@sahayi/contract/admin/helpers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminQueryKeys } from "../query-keys.ts";

/** A helper's verification records, newest check first. */
export function useVerifications(helperId: string) {
  return useQuery({
    queryKey: adminQueryKeys.verifications(helperId),
    queryFn: ({ signal }) => api.get(verificationPaths.recordsOf(helperId), { signal }),
  });
}

export function useAddVerification(helperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: VerificationInput) =>
      api.post(verificationPaths.recordsOf(helperId), record),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.verifications(helperId) }),
  });
}

export function useRemoveVerification(helperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => api.delete(verificationPaths.recordOf(helperId, recordId)),
    onSettled: () => client.invalidateQueries({ queryKey: adminQueryKeys.verifications(helperId) }),
  });
}
