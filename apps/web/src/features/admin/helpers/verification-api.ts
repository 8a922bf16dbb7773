import type { VerificationInput, VerificationRecords } from "@sahayi/contract";
import { verificationPaths } from "@sahayi/contract/admin/helpers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client.ts";

const recordsKey = (helperId: string) => ["admin", "helper", helperId, "verifications"];

/** A helper's verification records, newest check first. */
export function useVerifications(helperId: string) {
  return useQuery({
    queryKey: recordsKey(helperId),
    queryFn: ({ signal }) =>
      api.get<VerificationRecords>(verificationPaths.recordsOf(helperId), { signal }),
  });
}

export function useAddVerification(helperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: VerificationInput) =>
      api.post<{ message: string }>(verificationPaths.recordsOf(helperId), record),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey(helperId) }),
  });
}

export function useRemoveVerification(helperId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) =>
      apiRequest<{ message: string }>(verificationPaths.recordOf(helperId, recordId), {
        method: "DELETE",
      }),
    onSettled: () => client.invalidateQueries({ queryKey: recordsKey(helperId) }),
  });
}
