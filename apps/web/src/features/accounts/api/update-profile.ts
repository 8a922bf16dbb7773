import type { ProfileUpdate } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryOptions } from "../../../lib/queries/get-profile.ts";
import { setSessionUser } from "../../../lib/session.ts";

/** PUT /api/user/profile-edit (product §7). */
export function updateProfile(update: ProfileUpdate) {
  return api.put(accountsPaths.profileEdit, update);
}

/** Product §4 "Profile form": after a save the profile is fetched again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      // The header's avatar shows the name's initial.
      setSessionUser({ name: answer.user.name, profile_picture: answer.user.profile_picture });
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
