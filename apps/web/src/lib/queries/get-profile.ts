import { accountsPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { useIsAuthenticated } from "../session.ts";

/**
 * GET /api/user/profile-details: the user, subscriptions, transactions and purchased helpers
 * (product §3). Plans, payments and contacts refresh it after a purchase, so it is shared.
 */
export function getProfile(options: { signal?: AbortSignal } = {}) {
  return api.get(accountsPaths.profileDetails, options);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile({ signal }),
  });

/** Asks only with a login: a visitor has no profile to load. */
export function useProfile() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...profileQueryOptions(), enabled: authenticated });
}
