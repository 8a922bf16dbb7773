/**
 * The filter names the web app keeps in the URL, in the order the spec lists them. This module
 * has no zod and imports nothing (search.ts imports it); that each name is a filter of the
 * search query is checked where they meet it (search-widenings, the web's filterParams).
 */
export const SEARCH_FILTER_KEYS = [
  "location",
  "sub_location",
  "religion",
  "shift",
  "language",
  "category",
  "category_id",
  "age",
  "experience",
  "gender",
  // Only helpers with a current verification record (the Verified badge): verified=1.
  "verified",
  // Listings not confirmed lately too (decision 045): include_unconfirmed=1.
  "include_unconfirmed",
] as const;

/**
 * Filters a visitor sets and may drop; category_id is the category page's own, never dropped,
 * and include_unconfirmed widens rather than narrows, so dropping it never finds more.
 */
export type VisitorFilterKey = Exclude<
  (typeof SEARCH_FILTER_KEYS)[number],
  "category_id" | "include_unconfirmed"
>;
export const VISITOR_FILTER_KEYS = SEARCH_FILTER_KEYS.filter(
  (key): key is VisitorFilterKey => key !== "category_id" && key !== "include_unconfirmed",
) as readonly VisitorFilterKey[] as readonly [VisitorFilterKey, ...VisitorFilterKey[]];

/** The deepest page we serve: enough for 200,000 helpers at the default page size. */
export const SEARCH_PAGE_MAX = 10_000;

/**
 * A search counts and lists its first 10,000 matches at most (500 pages of 20): a total of
 * 10,000 means "10,000 or more", and pages past them are empty (docs/decisions/035).
 */
export const SEARCH_TOTAL_MAX = 10_000;

/** Orders a search can come in; the first is the default. */
export const SEARCH_SORTS = ["newest", "experience", "confirmed"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** "3-5 years" → "3-5": the spec sends only the first token of an experience option. */
export function experienceValue(option: string): string {
  const [first] = option.split(" ");
  // Stryker disable next-line StringLiteral: split always gives a first part; "" is for the types.
  return first ?? "";
}
