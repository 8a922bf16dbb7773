import { apiMessages, notAnIdFromTheList } from "@sahayi/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { LARGEST_ID, type Params, useSearchSeed } from "../../../test/helpers/search.ts";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import type { ReferenceIds } from "../../seed/factories/reference-ids.ts";

const ctx = useTestApp();
const { seeded } = useSearchSeed(ctx);
let reference: ReferenceIds;
beforeAll(() => {
  reference = seeded.reference;
});

describe("bad filters", () => {
  const cases: [string, Params, Record<string, string>][] = [
    [
      "a district that is not a number",
      { location: "abc" },
      { location: notAnIdFromTheList("location") },
    ],
    ["a district we do not list", { location: 9999 }, { location: notAnIdFromTheList("location") }],
    [
      "an id too big for the database",
      { religion: "99999999999" },
      { religion: notAnIdFromTheList("religion") },
    ],
    ["a negative shift", { shift: -1 }, { shift: notAnIdFromTheList("shift") }],
    ["an unknown shift", { shift: 424242 }, { shift: notAnIdFromTheList("shift") }],
    ["an unknown religion", { religion: 424242 }, { religion: notAnIdFromTheList("religion") }],
    [
      "an unknown category of the category page",
      { category_id: 424242 },
      { category_id: notAnIdFromTheList("category_id") },
    ],
    [
      "the largest id the database holds, naming nothing",
      { category_id: LARGEST_ID },
      { category_id: notAnIdFromTheList("category_id") },
    ],
    [
      "an id one past the largest the database holds",
      { location: LARGEST_ID + 1 },
      { location: notAnIdFromTheList("location") },
    ],
    ["an unknown language", { language: 424242 }, { language: notAnIdFromTheList("language") }],
    ["an unknown expertise", { category: 424242 }, { category: notAnIdFromTheList("category") }],
    [
      "an unknown category",
      { category_id: "1.5" },
      { category_id: notAnIdFromTheList("category_id") },
    ],
    [
      "an unknown constituency",
      { sub_location: 424242 },
      { sub_location: notAnIdFromTheList("sub_location") },
    ],
    [
      "an age that is not a bucket",
      { age: "10-20" },
      { age: expect.stringContaining("Age must be one of") },
    ],
    [
      "an experience that is not a bucket",
      { experience: "7" },
      { experience: expect.stringContaining("Experience must be one of") },
    ],
    [
      "an unknown gender",
      { gender: "robot" },
      { gender: expect.stringContaining("Gender must be one of") },
    ],
    ["page 0", { page: 0 }, { page: expect.any(String) }],
    ["a page in hex", { page: "0x2" }, { page: "Page must be a whole number from 1." }],
    ["a page size with an exponent", { page_size: "1e1" }, { page_size: expect.any(String) }],
    ["a district with padding", { location: " 1" }, { location: notAnIdFromTheList("location") }],
    [
      "a district one past the integer column",
      { location: 2 ** 31 },
      { location: notAnIdFromTheList("location") },
    ],
    ["a fractional page", { page: "1.5" }, { page: expect.any(String) }],
    ["pages of 101", { page_size: 101 }, { page_size: expect.any(String) }],
  ];

  it.each(cases)("answers 400 with the field's message for %s", async (_name, params, fields) => {
    const response = await ctx.app.inject({
      url: "/api/user/search-maids",
      query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: apiMessages.invalidInput,
      code: "VALIDATION_FAILED",
      fields,
    });
  });

  it("answers 400 for a constituency outside the chosen district", async () => {
    const [first, second] = reference.districts;
    const response = await ctx.app.inject({
      url: "/api/user/search-maids",
      query: { location: String(first!.id), sub_location: String(second!.constituencies[0]!.id) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      sub_location: apiMessages.constituencyOutsideDistrict,
    });
  });

  it("names an unknown constituency as unknown, whichever district is chosen", async () => {
    const [first] = reference.districts;
    const response = await ctx.app.inject({
      url: "/api/user/search-maids",
      query: { location: String(first!.id), sub_location: "424242" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sub_location: notAnIdFromTheList("sub_location") });
  });

  it("refuses a repeated filter and JSON booleans and arrays for ids", async () => {
    const repeated = await ctx.app.inject({ url: "/api/user/search-maids?location=1&location=2" });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual({ location: notAnIdFromTheList("location") });
    for (const shift of [true, [1], "0x1"]) {
      const response = await postJson(ctx.app, "/api/user/search-maids", { shift });
      expect(response.statusCode, JSON.stringify(shift)).toBe(400);
      expect(response.json().fields).toEqual({ shift: notAnIdFromTheList("shift") });
    }
  });

  it("names every bad field at once, in a POST body too", async () => {
    const response = await postJson(ctx.app, "/api/user/search-maids", {
      location: 9999,
      religion: 9999,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["location", "religion"]);
  });
});
