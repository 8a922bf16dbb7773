import type { SearchFilters } from "./search.ts";

/** The filter names the web app keeps in the URL, in the order the spec lists them. */
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
] as const satisfies readonly (keyof SearchFilters)[];

/** "3-5 years" → "3-5": the spec sends only the first token of an experience option. */
export function experienceValue(option: string): string {
  const [first] = option.split(" ");
  // Stryker disable next-line StringLiteral: split always gives a first part; "" is for the types.
  return first ?? "";
}
