/**
 * Every query's cache key, in one place: a purchase rewrites the answers of four features
 * (home, search, the helper's page, the profile), logging in refreshes them all, and the admin
 * console refreshes its own. A key is written once here, so a rewrite cannot miss its query
 * by a typo. A key that is a list's first items matches every query under it.
 */
export const queryKeys = {
  homepage: ["homepage"],
  profile: ["profile"],
  registrationData: ["registration-data"],
  subLocations: (locationId: number | undefined) => ["sub-locations", locationId],
  /** Every page of every search; `searchMaids(filters, page)` is one of them. */
  searchMaidsAll: ["search-maids"],
  searchMaids: (filters: string, page: number) => ["search-maids", filters, page],
  searchCount: (filters: string | undefined) => ["search-count", filters],
  searchWidenings: (filters: string) => ["search-widenings", filters],
  maidDetails: (maidId: string) => ["maid-details", maidId],
  categoryDetails: (categoryId: number) => ["category-details", categoryId],
  planDetails: (id: number) => ["plan-details", id],
  contentPage: (slug: string) => ["content-page", slug],
  purchasedMaids: ["purchased-maids"],
  shortlist: ["shortlist"],
  latestReceipt: ["latest-receipt"],
} as const;
