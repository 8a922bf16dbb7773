import { catalogPaths } from "@sahayi/contract/paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";

/** POST /api/user/sub-location: the constituencies of one district. */
export function getSubLocations(locationId: number, options: { signal?: AbortSignal } = {}) {
  return api.post(catalogPaths.subLocation, { location_id: locationId }, options);
}

export const subLocationsQueryOptions = (locationId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.subLocations(locationId),
    queryFn: ({ signal }) => getSubLocations(locationId ?? 0, { signal }),
    // Constituency stays disabled until a district is chosen (product §2).
    enabled: locationId !== undefined,
  });

export function useSubLocations(locationId: number | undefined) {
  return useQuery(subLocationsQueryOptions(locationId));
}
