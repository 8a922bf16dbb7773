import { describe, expect, it } from "vitest";
import {
  filteredHref,
  filterParams,
  filterSets,
  readFilters,
  readPage,
  withParams,
} from "./filter-values.ts";

describe("readFilters", () => {
  it("reads the set filters of a form's fields and skips blanks and others", () => {
    const params = new URLSearchParams("location=7&age=&language=2&category=3&page=2");
    expect(readFilters(params, filterSets.category.fields)).toEqual({
      location: "7",
      language: "2",
    });
    expect(readFilters(params, filterSets.search.fields)).toEqual({
      location: "7",
      language: "2",
      category: "3",
    });
  });
});

describe("the verified switch", () => {
  it("is read from the URL on /search and /category, not on the home form, and written last", () => {
    const params = new URLSearchParams("verified=1&location=7");
    expect(readFilters(params, filterSets.search.fields)).toEqual({ location: "7", verified: "1" });
    expect(readFilters(params, filterSets.category.fields)).toEqual({
      location: "7",
      verified: "1",
    });
    expect(readFilters(params, filterSets.home.fields)).toEqual({ location: "7" });
    expect(filterParams({ verified: "1", gender: "female" }).toString()).toBe(
      "gender=female&verified=1",
    );
  });
});

describe("filterParams", () => {
  it("writes the set filters in the spec's order and leaves out empty ones", () => {
    const params = filterParams({
      gender: "female",
      age: "30-40",
      location: "7",
      sub_location: "",
      experience: "3-5",
      category_id: "2",
    });
    expect(params.toString()).toBe(
      "location=7&category_id=2&age=30-40&experience=3-5&gender=female",
    );
  });
});

describe("readPage", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=abc", 1],
  ])("%s → %i", (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });
});

describe("withParams", () => {
  it("appends to an address with or without a query string", () => {
    const params = new URLSearchParams("age=20-30");
    expect(withParams("/search", params)).toBe("/search?age=20-30");
    expect(withParams("/category?category_id=2", params)).toBe("/category?category_id=2&age=20-30");
    expect(withParams("/search", new URLSearchParams())).toBe("/search");
  });
});

describe("filterSets", () => {
  it("offers 6-10 years and no Expertise on the category page only", () => {
    expect(filterSets.search.experienceOptions).toEqual(["1-2 years", "3-5 years"]);
    expect(filterSets.category.experienceOptions).toEqual(["1-2 years", "3-5 years", "6-10 years"]);
    expect(filterSets.category.fields).not.toContain("category");
    expect(filterSets.home.fields).toEqual([
      "location",
      "sub_location",
      "age",
      "religion",
      "gender",
      "shift",
      "category",
    ]);
  });
});

describe("filteredHref", () => {
  it("adds the filters, and the page from 2 on", () => {
    expect(filteredHref("/search", { age: "20-30" })).toBe("/search?age=20-30");
    expect(filteredHref("/search", { age: "20-30" }, 3)).toBe("/search?age=20-30&page=3");
    expect(filteredHref("/category?category=Cook&category_id=3", {}, 2)).toBe(
      "/category?category=Cook&category_id=3&page=2",
    );
  });
});
