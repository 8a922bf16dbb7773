import {
  type SearchFilters,
  type SearchWideningsResponse,
  VISITOR_FILTER_KEYS,
  type VisitorFilterKey,
} from "@sahayi/contract";

/**
 * For each filter in use, how many helpers match without it, so an empty result can say
 * what widening finds ("14 helpers in Ernakulam district if you drop the constituency").
 * `countMaids` is the search's own cached count: one count per filter at most.
 */
export async function searchWidenings(options: {
  filters: SearchFilters;
  countMaids: (filters: SearchFilters) => Promise<number>;
}): Promise<SearchWideningsResponse> {
  const { filters, countMaids } = options;
  const inUse = VISITOR_FILTER_KEYS.filter((key) => filters[key] !== undefined);
  const [total, ...widenings] = await Promise.all([
    countMaids(filters),
    ...inUse.map(async (key) => {
      // A constituency lies in its district: without the district it cannot stay either.
      const drop: VisitorFilterKey[] =
        key === "location" && filters.sub_location !== undefined ? [key, "sub_location"] : [key];
      const wider: SearchFilters = { ...filters };
      for (const dropped of drop) delete wider[dropped];
      return { drop, total: await countMaids(wider) };
    }),
  ]);
  return { total: total!, widenings };
}
