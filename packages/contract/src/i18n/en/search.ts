/**
 * The search page's words by key, in English (see en/shell.ts): its head, the results and
 * their pages, the empty state and the membership banner. The filters' are in en/filters.ts.
 * Their Malayalam is in ml/search.ts.
 */

export const title = "Find a Maid";
export const intro = "Filter helpers by district, age, religion, shift, expertise and more.";
export const results = "Results";
export const filtersTitle = "Filters";
export const closeFilters = "Close filters";
/** After the number of filters set, for screen readers: "2 set". */
export const filtersSet = " set";
/** `total` is written as the number it is: 9999 helpers, not 9,999 (decision 035). */
export const helpers = { one: "1 helper", other: "{total} helpers" } as const;
/** A search counts its first {total} matches; this many means that many or more. */
export const helpersAtLeast = "{total}+ helpers";
export const helpersFound = "{helpers} found";
export const sortBy = "Sort by";
export const sortNewest = "Newest first";
export const sortExperience = "Most experienced";
export const sortConfirmed = "Recently confirmed";
export const clearFilters = "Clear filters";
export const noMoreHelpers = "No more helpers";
export const listsTheFirst =
  "Searches list the first {total} helpers; add a filter to find the others.";
export const fitOnOnePage = "They all fit on one page.";
export const fitOnPages = "They fit on {pages} pages.";
export const backToResults = "Back to the results";
export const backToPage = "Back to page {page}";
export const filtersInUse = "Filters in use";
export const removeFilter = "Remove {filter}";
export const widerSearches = "Wider searches";
export const wideningIn = "{helpers} in {district} district if you drop the {dropped}";
export const wideningAnywhere = "{helpers} if you drop the {dropped}";
export const both = "{first} and {second}";
export const clearAll = "Clear all";
export const membershipTitle = "Become a member and call helpers directly";
export const membershipText =
  "A plan unlocks the phone and WhatsApp numbers of the helpers you choose.";
export const buyNow = "Buy now";
export const pagination = "Pagination";
export const previous = "Previous";
export const next = "Next";
export const pageNumber = "Page {page}";
export const pageOf = "Page {page} of {pages}";
