import { maidRegistrationPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

/**
 * GET /api/maid/registration: districts, religions, shifts, categories, languages, fee. The
 * search filters offer the same lists, so this query is shared.
 */
export function getRegistrationData(options: { signal?: AbortSignal } = {}) {
  return api.get(maidRegistrationPaths.registration, options);
}

export const registrationDataQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.registrationData,
    queryFn: ({ signal }) => getRegistrationData({ signal }),
  });

export function useRegistrationData() {
  return useQuery(registrationDataQueryOptions());
}
