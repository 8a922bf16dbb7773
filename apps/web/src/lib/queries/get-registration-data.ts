import type { RegistrationData } from "@sahayi/contract";
import { maidRegistrationPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

/**
 * GET /api/maid/registration: districts, religions, shifts, categories, languages, fee. The
 * search filters offer the same lists, so this query is shared.
 */
export function getRegistrationData(options: { signal?: AbortSignal } = {}) {
  return api.get<RegistrationData>(maidRegistrationPaths.registration, options);
}

export const registrationDataQueryOptions = () =>
  queryOptions({
    queryKey: ["registration-data"],
    queryFn: ({ signal }) => getRegistrationData({ signal }),
  });

export function useRegistrationData() {
  return useQuery(registrationDataQueryOptions());
}
