import type { SearchSort } from "@sahayi/contract";
import {
  SEARCH_FILTER_KEYS,
  SEARCH_PAGE_MAX,
  SEARCH_SORTS,
} from "@sahayi/contract/catalog/search-params";
import { CATEGORY_EXPERIENCE_OPTIONS, SEARCH_EXPERIENCE_OPTIONS } from "@sahayi/contract/constants";
import * as filters from "@sahayi/contract/i18n/en/filters";

/** A filter a visitor can set in a form (category_id comes from the category page's URL). */
export type FilterKey = Exclude<(typeof SEARCH_FILTER_KEYS)[number], "category_id">;
/** Filter values as they travel in the URL: ids and bucket names, as strings. */
export type FilterValues = Partial<Record<FilterKey, string>>;

/**
 * What each filter is called on screen (the form's labels, the empty result's chips), in
 * English: shown through `t`, which reads the page's language.
 */
export const FIELD_LABELS: Record<FilterKey, string> = {
  location: filters.district,
  sub_location: filters.constituency,
  age: filters.age,
  religion: filters.religion,
  gender: filters.gender,
  shift: filters.shift,
  category: filters.expertise,
  language: filters.language,
  experience: filters.experience,
  verified: filters.verified,
  include_unconfirmed: filters.unconfirmed,
};

/**
 * The verified and include_unconfirmed filters are switches, not lists: in the URL each is 1
 * or absent.
 */
export const VERIFIED_ON = "1";

export interface FilterSet {
  /** The fields in the order the form shows them. */
  fields: readonly FilterKey[];
  experienceOptions: readonly string[];
}

const HOME_FIELDS = [
  "location",
  "sub_location",
  "age",
  "religion",
  "gender",
  "shift",
  "category",
] as const satisfies readonly FilterKey[];

/** Product §2: the home form, the /search panel and the /category panel differ in a few fields. */
export const filterSets = {
  home: { fields: HOME_FIELDS, experienceOptions: [] },
  search: {
    fields: [...HOME_FIELDS, "language", "experience", "verified", "include_unconfirmed"],
    experienceOptions: SEARCH_EXPERIENCE_OPTIONS,
  },
  category: {
    fields: [
      ...HOME_FIELDS.filter((key) => key !== "category"),
      "language",
      "experience",
      "verified",
      "include_unconfirmed",
    ],
    experienceOptions: CATEGORY_EXPERIENCE_OPTIONS,
  },
} as const satisfies Record<string, FilterSet>;

/** The filters of `fields` that the URL sets; blanks count as unset. */
export function readFilters(params: URLSearchParams, fields: readonly FilterKey[]): FilterValues {
  const values: FilterValues = {};
  for (const key of fields) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The set filters as query parameters, in the order product §2 lists them. */
export function filterParams(values: FilterValues & { category_id?: string }): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = values[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * The results page the URL asks for; anything but a whole number from 1 means the first, and
 * a page beyond the deepest the API serves means that one (it shows as past the end).
 */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_PAGE_MAX) : 1;
}

/** The order the URL asks for; anything unknown means the default, newest first. */
export function readSort(params: URLSearchParams): SearchSort {
  const sort = params.get("sort");
  return SEARCH_SORTS.find((known) => known === sort) ?? SEARCH_SORTS[0];
}

/** The filters without `key`; a constituency goes with its district. */
export function withoutFilter(values: FilterValues, key: FilterKey): FilterValues {
  const rest: FilterValues = { ...values };
  delete rest[key];
  if (key === "location") delete rest.sub_location;
  return rest;
}

/** `base` with `params` appended, e.g. a category page's address plus its filters. */
export function withParams(base: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${query}`;
}

/** `base` filtered by `values`, in `sort` order, at `page`; defaults stay out of the address. */
export function filteredHref(
  base: string,
  values: FilterValues,
  page = 1,
  sort: SearchSort = SEARCH_SORTS[0],
): string {
  const params = filterParams(values);
  if (sort !== SEARCH_SORTS[0]) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return withParams(base, params);
}
