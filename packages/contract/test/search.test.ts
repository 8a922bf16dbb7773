import { describe, expect, it } from "vitest";
import { searchMaidsQuerySchema } from "../src/search.ts";
import { experienceValue } from "../src/search-params.ts";

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

describe("experienceValue", () => {
  it("sends only the first token", () => {
    expect(experienceValue("6-10 years")).toBe("6-10");
  });
});
