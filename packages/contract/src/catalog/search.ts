import { z } from "zod";
import {
  AGE_BUCKETS,
  type AgeBucket,
  EXPERIENCE_BUCKETS,
  type ExperienceBucket,
  GENDER_FILTER_OPTIONS,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
} from "../constants.ts";
import { boundedInt, dbId, mustBeIdFromTheList } from "../numbers.ts";
import { maidSchema } from "./catalog.ts";
import {
  SEARCH_PAGE_MAX,
  SEARCH_SORTS,
  SEARCH_TOTAL_MAX,
  VISITOR_FILTER_KEYS,
} from "./search-params.ts";

/** Query strings carry "" for an untouched field; treat it as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** What each id filter is called on screen, for its error message. */
export const SEARCH_ID_FILTER_LABELS = {
  location: "District",
  sub_location: "Constituency",
  religion: "Religion",
  shift: "Shift",
  language: "Language",
  category: "Expertise",
  category_id: "Category",
} as const;
export type SearchIdFilter = keyof typeof SEARCH_ID_FILTER_LABELS;

/** The answer for an id filter that is malformed or names nothing we list. */
export const notAnIdFromTheList = (filter: SearchIdFilter) =>
  mustBeIdFromTheList(SEARCH_ID_FILTER_LABELS[filter]);

const optionalId = (filter: SearchIdFilter) =>
  z.preprocess(blankToUndefined, dbId(notAnIdFromTheList(filter)).optional());

const PAGE_MESSAGE = "Page must be a whole number from 1.";
const PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`;

/** A switch in the query string: 1 or true is on (true); 0, false or nothing is off. */
const onOrOff = (message: string) =>
  z.preprocess((value) => {
    const text = typeof value === "string" ? value.trim().toLowerCase() : value;
    if (text === "1" || text === "true" || text === true) return true;
    if (text === "0" || text === "false" || text === false) return undefined;
    return blankToUndefined(text);
  }, z.literal(true, { error: message }).optional());

const bucketKeys = <T extends string>(buckets: Record<T, unknown>) =>
  Object.keys(buckets) as [T, ...T[]];

export const searchMaidsQuerySchema = z.object({
  location: optionalId("location"),
  sub_location: optionalId("sub_location"),
  religion: optionalId("religion"),
  shift: optionalId("shift"),
  language: optionalId("language"),
  category: optionalId("category"),
  category_id: optionalId("category_id"),
  age: z.preprocess(
    blankToUndefined,
    z
      .enum(bucketKeys<AgeBucket>(AGE_BUCKETS), {
        error: `Age must be one of ${Object.keys(AGE_BUCKETS).join(", ")}.`,
      })
      .optional(),
  ),
  experience: z.preprocess(
    blankToUndefined,
    z
      .enum(bucketKeys<ExperienceBucket>(EXPERIENCE_BUCKETS), {
        error: `Experience must be one of ${Object.keys(EXPERIENCE_BUCKETS).join(", ")}.`,
      })
      .optional(),
  ),
  gender: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.toLowerCase()) : value),
    z
      .enum(GENDER_FILTER_OPTIONS, {
        error: `Gender must be one of ${GENDER_FILTER_OPTIONS.join(", ")}.`,
      })
      .optional(),
  ),
  // 1 (or true) keeps only helpers with the Verified badge; 0, false or nothing keeps all.
  verified: onOrOff("Verified must be 1 or 0."),
  // 1 (or true) also lists helpers not confirmed for LISTING_DROP_OUT_DAYS (decision 045).
  include_unconfirmed: onOrOff("Include unconfirmed must be 1 or 0."),
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(", ")}.` })
      .default(SEARCH_SORTS[0]),
  ),
  page: z.preprocess(
    blankToUndefined,
    boundedInt({
      min: 1,
      max: SEARCH_PAGE_MAX,
      message: PAGE_MESSAGE,
      tooLarge: `Page can be at most ${SEARCH_PAGE_MAX}.`,
    }).default(1),
  ),
  page_size: z.preprocess(
    blankToUndefined,
    boundedInt({ min: 1, max: SEARCH_PAGE_SIZE_MAX, message: PAGE_SIZE_MESSAGE }).default(
      SEARCH_PAGE_SIZE_DEFAULT,
    ),
  ),
});
export type SearchMaidsQuery = z.infer<typeof searchMaidsQuerySchema>;
export type SearchFilters = Omit<SearchMaidsQuery, "page" | "page_size" | "sort">;

/** The filters alone, for calls that count rather than list (search widenings). */
export const searchFiltersSchema = searchMaidsQuerySchema.omit({
  page: true,
  page_size: true,
  sort: true,
});

export const searchMaidsResponseSchema = z.object({
  maids: z.array(maidSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z
    .number()
    .int()
    .meta({
      description: `Helpers matching, counted up to ${SEARCH_TOTAL_MAX}: ${SEARCH_TOTAL_MAX} means that many or more, and pages past them are empty.`,
    }),
});
export type SearchMaidsResponse = z.infer<typeof searchMaidsResponseSchema>;

/**
 * What an empty (or thin) search would find with one filter fewer: for each filter in use,
 * the filters it drops and how many helpers then match. Dropping the district drops the
 * constituency with it; the category page's own category is never dropped.
 */
export const searchWideningsResponseSchema = z.object({
  total: z.number().int(),
  widenings: z.array(
    z.object({
      drop: z.array(z.enum(VISITOR_FILTER_KEYS)),
      total: z.number().int(),
    }),
  ),
});
export type SearchWideningsResponse = z.infer<typeof searchWideningsResponseSchema>;
