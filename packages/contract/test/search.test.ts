import { describe, expect, it } from "vitest";
import {
  notAnIdFromTheList,
  SEARCH_ID_FILTER_LABELS,
  type SearchIdFilter,
  searchFiltersSchema,
  searchMaidsQuerySchema,
  searchMaidsResponseSchema,
  searchWideningsResponseSchema,
} from "../src/catalog/search.ts";
import {
  experienceValue,
  SEARCH_PAGE_MAX,
  SEARCH_SORTS,
  VISITOR_FILTER_KEYS,
} from "../src/catalog/search-params.ts";
import {
  AGE_BUCKETS,
  EXPERIENCE_BUCKETS,
  GENDER_FILTER_OPTIONS,
  SEARCH_PAGE_SIZE_MAX,
} from "../src/constants.ts";

/** The message of each field that failed, by field name. */
const messagesOf = (query: Record<string, unknown>) => {
  const result = searchMaidsQuerySchema.safeParse(query);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
};
const idFilters = Object.keys(SEARCH_ID_FILTER_LABELS) as SearchIdFilter[];
/** Ids are stored as PostgreSQL integers. */
const LARGEST_ID = 2 ** 31 - 1;

describe("searchMaidsQuerySchema", () => {
  it("reads a query string's values, ignoring empty fields", () => {
    const parsed = searchMaidsQuerySchema.parse({
      location: "3",
      sub_location: "",
      gender: "Female",
      age: "30-40",
      experience: "3-5",
      page: "2",
    });
    expect(parsed).toEqual({
      location: 3,
      gender: "female",
      age: "30-40",
      experience: "3-5",
      sort: "newest",
      page: 2,
      page_size: 20,
    });
  });

  it("rejects malformed values with a message naming the field", () => {
    const result = searchMaidsQuerySchema.safeParse({ location: "abc", age: "10-20", page: "0" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      location: "District must be an id from the list.",
      age: "Age must be one of 20-30, 30-40, 40-50, 50-60.",
      page: "Page must be a whole number from 1.",
    });
  });

  it("caps the page size", () => {
    expect(searchMaidsQuerySchema.safeParse({ page_size: "101" }).success).toBe(false);
    expect(searchMaidsQuerySchema.parse({ page_size: "100" }).page_size).toBe(100);
  });
});

describe("searchMaidsQuerySchema, field by field", () => {
  it("takes each id filter up to the largest integer id, and names the field past it", () => {
    for (const filter of idFilters) {
      expect(searchMaidsQuerySchema.parse({ [filter]: String(LARGEST_ID) })[filter]).toBe(
        LARGEST_ID,
      );
      for (const bad of [String(LARGEST_ID + 1), "0", "-2", "1.5", "one"]) {
        expect(messagesOf({ [filter]: bad })).toEqual({
          [filter]: `${SEARCH_ID_FILTER_LABELS[filter]} must be an id from the list.`,
        });
      }
      expect(notAnIdFromTheList(filter)).toContain(SEARCH_ID_FILTER_LABELS[filter]);
    }
    expect(Object.values(SEARCH_ID_FILTER_LABELS)).toEqual([
      "District",
      "Constituency",
      "Religion",
      "Shift",
      "Language",
      "Expertise",
      "Category",
    ]);
  });

  it("treats blank fields, spaces included, as absent", () => {
    const blank = Object.fromEntries(
      [...idFilters, "age", "experience", "gender", "page", "page_size"].map((k) => [k, "  "]),
    );
    expect(searchMaidsQuerySchema.parse(blank)).toEqual({ sort: "newest", page: 1, page_size: 20 });
  });

  it("takes every bucket and gender it offers, and lists them when refusing", () => {
    for (const age of Object.keys(AGE_BUCKETS)) {
      expect(searchMaidsQuerySchema.parse({ age }).age).toBe(age);
    }
    for (const experience of Object.keys(EXPERIENCE_BUCKETS)) {
      expect(searchMaidsQuerySchema.parse({ experience }).experience).toBe(experience);
    }
    for (const gender of GENDER_FILTER_OPTIONS) {
      expect(searchMaidsQuerySchema.parse({ gender: gender.toUpperCase() }).gender).toBe(gender);
    }
    expect(messagesOf({ experience: "11-20", gender: "robot", age: 3 })).toEqual({
      age: `Age must be one of ${Object.keys(AGE_BUCKETS).join(", ")}.`,
      experience: `Experience must be one of ${Object.keys(EXPERIENCE_BUCKETS).join(", ")}.`,
      gender: `Gender must be one of ${GENDER_FILTER_OPTIONS.join(", ")}.`,
    });
  });

  it("pages from 1 to SEARCH_PAGE_MAX, sizes from 1 to SEARCH_PAGE_SIZE_MAX", () => {
    expect(SEARCH_PAGE_MAX).toBe(10_000);
    expect(searchMaidsQuerySchema.parse({ page: String(SEARCH_PAGE_MAX) }).page).toBe(
      SEARCH_PAGE_MAX,
    );
    const pageMessage = "Page must be a whole number from 1.";
    for (const page of ["x", "1.5", "0"])
      expect(messagesOf({ page })).toEqual({ page: pageMessage });
    expect(messagesOf({ page: String(SEARCH_PAGE_MAX + 1) })).toEqual({
      page: `Page can be at most ${SEARCH_PAGE_MAX}.`,
    });
    const sizeMessage = `Page size must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`;
    for (const size of ["x", "1.5", "0", String(SEARCH_PAGE_SIZE_MAX + 1)]) {
      expect(messagesOf({ page_size: size })).toEqual({ page_size: sizeMessage });
    }
    expect(searchMaidsQuerySchema.parse({ page_size: "1" }).page_size).toBe(1);
  });
});

describe("searchMaidsQuerySchema: the badge and the order", () => {
  it("verified is 1 or true to keep only verified helpers, 0, false or nothing for all", () => {
    for (const yes of ["1", "true", " TRUE ", true]) {
      expect(searchMaidsQuerySchema.parse({ verified: yes }).verified).toBe(true);
    }
    for (const no of ["0", "false", " False", false, "", " "]) {
      expect(searchMaidsQuerySchema.parse({ verified: no }).verified).toBeUndefined();
    }
    for (const other of ["yes", "2", 1]) {
      expect(messagesOf({ verified: other })).toEqual({ verified: "Verified must be 1 or 0." });
    }
  });

  it("include_unconfirmed is a switch like verified (decision 045)", () => {
    expect(searchMaidsQuerySchema.parse({ include_unconfirmed: "1" }).include_unconfirmed).toBe(
      true,
    );
    expect(searchMaidsQuerySchema.parse({ include_unconfirmed: "0" }).include_unconfirmed).toBe(
      undefined,
    );
    expect(messagesOf({ include_unconfirmed: "maybe" })).toEqual({
      include_unconfirmed: "Include unconfirmed must be 1 or 0.",
    });
  });

  it("sorts as asked, by the first order unless told", () => {
    expect(searchMaidsQuerySchema.parse({}).sort).toBe(SEARCH_SORTS[0]);
    for (const sort of SEARCH_SORTS) {
      expect(searchMaidsQuerySchema.parse({ sort }).sort).toBe(sort);
    }
    expect(messagesOf({ sort: "cheapest" })).toEqual({
      sort: `Sort must be one of ${SEARCH_SORTS.join(", ")}.`,
    });
  });

  it("the filters alone carry no page, size or order", () => {
    expect(
      searchFiltersSchema.parse({ location: "3", page: "2", page_size: "5", sort: "x" }),
    ).toEqual({ location: 3 });
  });
});

describe("search's answers", () => {
  it("keep the page and the count, and the widenings' drops", () => {
    const page = { maids: [], page: 2, page_size: 20, total: 21 };
    expect(searchMaidsResponseSchema.parse(page)).toEqual(page);
    const widenings = {
      total: 0,
      widenings: VISITOR_FILTER_KEYS.map((key, total) => ({ drop: [key], total })),
    };
    expect(searchWideningsResponseSchema.parse(widenings)).toEqual(widenings);
    expect(
      searchWideningsResponseSchema.safeParse({
        total: 0,
        widenings: [{ drop: ["category_id"], total: 1 }],
      }).success,
    ).toBe(false);
  });
});

describe("experienceValue", () => {
  it("sends only the first token", () => {
    expect(experienceValue("6-10 years")).toBe("6-10");
    expect(experienceValue("")).toBe("");
  });
});
