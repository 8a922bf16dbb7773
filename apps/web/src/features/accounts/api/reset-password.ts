import type { ResetPasswordRequest } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/maid/reset-password: a new password for the phone the token proves. */
export function resetPassword(request: ResetPasswordRequest) {
  return api.post(accountsPaths.resetPassword, request);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
