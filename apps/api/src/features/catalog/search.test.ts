import {
  AGE_BUCKETS,
  apiMessages,
  birthDatesForAges,
  EXPERIENCE_BUCKETS,
  type Maid,
  notAnIdFromTheList,
  SEARCH_PAGE_SIZE_DEFAULT,
  type SearchMaidsResponse,
  searchMaidsQuerySchema,
  searchMaidsResponseSchema,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { beforeAllOrFail, postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import { type CreatedHelper, createHelpers } from "../../db/factories/helper.ts";
import { loadReferenceIds, type ReferenceIds } from "../../db/factories/reference-ids.ts";
import { readCatalogReference } from "../../db/reference.ts";
import { helpers } from "../../db/schema.ts";
import { createCache } from "../../lib/cache.ts";
import { createSearch, type SearchLimits, type Walk } from "./search.ts";

const ctx = useTestApp();

let approved: CreatedHelper[];
let hidden: CreatedHelper[];
let birthdays: CreatedHelper[];
let reference: ReferenceIds;

beforeAllOrFail(async () => {
  const factory = { db: ctx.db, storage: ctx.storage };
  reference = await loadReferenceIds(ctx.db);
  approved = await createHelpers(factory, { count: 160, seed: 7, maxGallery: 2 });
  // Helpers at the edges of the age and experience buckets, so the bounds are tested.
  const edges = await createHelpers(factory, {
    count: 8,
    seed: 8,
    spec: (i) => ({
      age: [20, 29, 30, 39, 40, 49, 50, 60][i],
      experienceYears: [1, 2, 3, 5, 6, 10, 0, 11][i],
    }),
  });
  // Ages are counted from the date of birth: one turned 30 today, one turns 30 tomorrow.
  birthdays = await createHelpers(factory, {
    count: 2,
    seed: 12,
    spec: (i) => ({
      dateOfBirth: [birthDatesForAges(30, 30).to, birthDatesForAges(29, 29).from][i],
    }),
  });
  approved.push(...edges, ...birthdays);
  // Not listed: they match every filter a listed helper matches, and must never show.
  hidden = [
    ...(await createHelpers(factory, { count: 10, seed: 9, status: "pending" })),
    ...(await createHelpers(factory, { count: 10, seed: 10, status: "rejected" })),
    ...(await createHelpers(factory, { count: 10, seed: 11, status: "awaiting_payment" })),
  ];
});

type Params = Record<string, string | number>;

/** Ids are PostgreSQL integers. */
const LARGEST_ID = 2 ** 31 - 1;

async function search(params: Params): Promise<SearchMaidsResponse> {
  const response = await ctx.app.inject({
    url: "/api/user/search-maids",
    query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchMaidsResponseSchema.parse(response.json());
}

/** Every page of a search, walked the way the web app does. */
async function searchAll(params: Params): Promise<{ maids: Maid[]; total: number }> {
  const maids: Maid[] = [];
  for (let page = 1; ; page++) {
    const answer = await search({ ...params, page, page_size: 100 });
    maids.push(...answer.maids);
    if (answer.maids.length < 100) return { maids, total: answer.total };
  }
}

/** What the filters should match, worked out independently of the SQL. */
function expected(filters: Params): string[] {
  const inBucket = (value: number, bucket: { min: number; max: number }) =>
    value >= bucket.min && value <= bucket.max;
  return approved
    .filter((h) => {
      const f = filters;
      if (f.location !== undefined && h.districtId !== Number(f.location)) return false;
      if (f.sub_location !== undefined && h.constituencyId !== Number(f.sub_location)) return false;
      if (f.religion !== undefined && h.casteId !== Number(f.religion)) return false;
      if (f.shift !== undefined && h.shiftId !== Number(f.shift)) return false;
      if (f.language !== undefined && h.languageId !== Number(f.language)) return false;
      if (f.gender !== undefined && h.gender !== String(f.gender).toLowerCase()) return false;
      if (f.category !== undefined && !h.categoryIds.includes(Number(f.category))) return false;
      if (f.category_id !== undefined && !h.categoryIds.includes(Number(f.category_id)))
        return false;
      if (f.age !== undefined && !inBucket(h.age, AGE_BUCKETS[f.age as keyof typeof AGE_BUCKETS]))
        return false;
      if (
        f.experience !== undefined &&
        !inBucket(
          h.experienceYears,
          EXPERIENCE_BUCKETS[f.experience as keyof typeof EXPERIENCE_BUCKETS],
        )
      )
        return false;
      return true;
    })
    .sort(filters.sort === "experience" ? byExperience : byNewest)
    .map((h) => h.publicId);
}

const byNewest = (a: CreatedHelper, b: CreatedHelper) => b.id - a.id;
const byExperience = (a: CreatedHelper, b: CreatedHelper) =>
  b.experienceYears - a.experienceYears || b.id - a.id;

async function expectMatches(filters: Params) {
  const { maids, total } = await searchAll(filters);
  const want = expected(filters);
  expect(
    maids.map((m) => m.id),
    JSON.stringify(filters),
  ).toEqual(want);
  expect(total).toBe(want.length);
  return want.length;
}

describe("GET /api/user/search-maids", () => {
  it("lists approved helpers newest first, 20 to a page, with the total", async () => {
    const answer = await search({});
    expect(answer.page).toBe(1);
    expect(answer.page_size).toBe(SEARCH_PAGE_SIZE_DEFAULT);
    expect(answer.total).toBe(approved.length);
    expect(answer.maids.map((m) => m.id)).toEqual(expected({}).slice(0, SEARCH_PAGE_SIZE_DEFAULT));
  });

  it("walks every page once, without gaps or repeats, and answers an empty page past the end", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 9; page++) {
      const answer = await search({ page, page_size: 21 });
      expect(answer).toMatchObject({ page, page_size: 21, total: approved.length });
      seen.push(...answer.maids.map((m) => m.id));
    }
    expect(seen).toEqual(expected({}));
    const past = await search({ page: 50, page_size: 21 });
    expect(past).toEqual({ maids: [], page: 50, page_size: 21, total: approved.length });
  });

  it("filters by each of district, constituency, religion, shift, language and gender", async () => {
    const sample = approved[3]!;
    const cases: Params[] = [
      { location: sample.districtId },
      { sub_location: sample.constituencyId },
      { religion: sample.casteId },
      { shift: sample.shiftId },
      { language: sample.languageId },
      ...["male", "female", "other"].map((gender) => ({ gender })),
    ];
    for (const filters of cases) expect(await expectMatches(filters)).toBeGreaterThan(0);
  });

  it("reads gender in any letter case, as the spec's dropdown sends it", async () => {
    expect(await expectMatches({ gender: "Female" })).toBeGreaterThan(0);
  });

  it("filters by expertise and by the category page's category", async () => {
    for (const category of reference.categories) {
      await expectMatches({ category: category.id });
      await expectMatches({ category_id: category.id });
    }
    const [first, second] = approved[0]!.categoryIds.length > 1 ? approved[0]!.categoryIds : [1, 2];
    await expectMatches({ category: first!, category_id: second! });
  });

  it("keeps age and experience buckets inclusive at both ends", async () => {
    for (const age of Object.keys(AGE_BUCKETS))
      expect(await expectMatches({ age })).toBeGreaterThan(0);
    for (const experience of Object.keys(EXPERIENCE_BUCKETS)) {
      expect(await expectMatches({ experience })).toBeGreaterThan(0);
    }
    const twenties = (await searchAll({ age: "20-30" })).maids.map((m) => m.age);
    expect(twenties).toContain(20);
    expect(twenties).toContain(29);
    expect(twenties).not.toContain(30);
  });

  it("searches ages by the date of birth: a 30th birthday today leaves 20-30 for 30-40", async () => {
    const [thirtyToday, thirtyTomorrow] = birthdays.map((h) => h.publicId);
    const ids = async (age: string) => (await searchAll({ age })).maids.map((m) => m.id);
    expect(await ids("20-30")).toEqual(expect.arrayContaining([thirtyTomorrow]));
    expect(await ids("20-30")).not.toContain(thirtyToday);
    expect(await ids("30-40")).toEqual(expect.arrayContaining([thirtyToday]));
    const shown = (await searchAll({})).maids.filter((m) => m.id === thirtyToday);
    expect(shown.map((m) => m.age)).toEqual([30]);
  });

  it("combines filters with AND", async () => {
    const h = approved[10]!;
    const combinations: Params[] = [
      { location: h.districtId, sub_location: h.constituencyId },
      { location: h.districtId, gender: h.gender },
      { religion: h.casteId, language: h.languageId, shift: h.shiftId },
      { location: h.districtId, category: h.categoryIds[0]!, age: "20-30" },
      { gender: "female", age: "30-40", experience: "3-5", shift: h.shiftId },
      {
        location: h.districtId,
        sub_location: h.constituencyId,
        religion: h.casteId,
        shift: h.shiftId,
        language: h.languageId,
        gender: h.gender,
        category: h.categoryIds[0]!,
      },
    ];
    for (const filters of combinations) await expectMatches(filters);
    expect(await expectMatches(combinations[5]!)).toBeGreaterThan(0);
  });

  it("treats blank values as no filter, as an untouched form field sends them", async () => {
    const answer = await search({ location: "", age: "", gender: " ", page: "" });
    expect(answer.total).toBe(approved.length);
  });

  it("never lists helpers that are not approved", async () => {
    const all = (await searchAll({})).maids.map((m) => m.id);
    for (const helper of hidden) {
      expect(all).not.toContain(helper.publicId);
      const sameDistrict = (await searchAll({ location: helper.districtId })).maids;
      expect(sameDistrict.map((m) => m.id)).not.toContain(helper.publicId);
    }
  });

  it("never carries a phone number: nobody has purchased a helper yet", async () => {
    const response = await ctx.app.inject({ url: "/api/user/search-maids?page_size=100" });
    for (const maid of response.json().maids as Maid[]) {
      expect(maid).toMatchObject({
        is_purchased: false,
        mobile_number: null,
        whatsapp_number: null,
      });
    }
    for (const helper of approved) {
      expect(response.body).not.toContain(helper.mobileNumber);
      expect(response.body).not.toContain(helper.whatsappNumber);
    }
  });

  it("gives each helper its categories in their colours and card-sized gallery urls", async () => {
    const { maids } = await searchAll({});
    for (const helper of approved) {
      const maid = maids.find((m) => m.id === helper.publicId)!;
      expect(maid.category).toHaveLength(helper.categoryIds.length);
      for (const chip of maid.category) expect(chip.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(maid.additional_images).toHaveLength(helper.imageKeys.length);
    }
  });
});

/**
 * The route's limits (10,000 matches, an anchor every 200) are far beyond these helpers, so
 * this search has small ones: many anchors, and a cap below the number of helpers.
 */
describe("far pages and the count cap (docs/decisions/035)", () => {
  const limits: SearchLimits = { totalMax: 100, anchorEvery: 7 };
  const pageOf = async (
    params: Params,
    counts = createCache<Walk>({ ttlMs: 0 }),
  ): Promise<SearchMaidsResponse> => {
    const { searchMaids } = createSearch(ctx.db, ctx.app.config.verificationValidDays, limits);
    const query = searchMaidsQuerySchema.parse(params);
    return searchMaids({ query, reference: await readCatalogReference(ctx.db), counts });
  };

  it("answers every page of either order as reading the matches from the start would, up to the cap", async () => {
    const h = approved[0]!;
    const filterSets: Params[] = [
      {},
      { gender: "female" },
      { location: h.districtId },
      { age: "30-40" },
      { religion: h.casteId, experience: "3-5" },
    ];
    // A cached walk, as the route keeps: far pages start from its anchors.
    const counts = createCache<Walk>({ ttlMs: 60_000 });
    for (const filters of filterSets) {
      for (const sort of ["newest", "experience"]) {
        const want = expected({ ...filters, sort }).slice(0, limits.totalMax);
        for (const pageSize of [3, 20]) {
          const pages = Math.ceil(limits.totalMax / pageSize) + 1;
          for (let page = 1; page <= pages; page++) {
            const answer = await pageOf({ ...filters, sort, page, page_size: pageSize }, counts);
            const from = (page - 1) * pageSize;
            expect(
              answer.maids.map((m) => m.id),
              JSON.stringify({ ...filters, sort, page, pageSize }),
            ).toEqual(want.slice(from, from + pageSize));
            expect(answer.total).toBe(want.length);
          }
        }
      }
    }
  });

  it("counts up to the cap, lists no helper past it, and cuts the page that crosses it", async () => {
    expect(approved.length).toBeGreaterThan(limits.totalMax);
    const first = await pageOf({});
    expect(first.total).toBe(limits.totalMax);
    const crossing = await pageOf({ page: 7, page_size: 15 });
    expect(crossing.maids.map((m) => m.id)).toEqual(expected({}).slice(90, 100));
    const past = await pageOf({ page: 8, page_size: 15 });
    expect(past).toEqual({ maids: [], page: 8, page_size: 15, total: limits.totalMax });
    // Below the cap a count is exact.
    const few = { location: approved[0]!.districtId };
    expect((await pageOf(few)).total).toBe(expected(few).length);
  });

  it("starts a far page right after its anchor until the walk is taken again", async () => {
    const counts = createCache<Walk>({ ttlMs: 60_000 });
    const before = await pageOf({ page: 3, page_size: 7 }, counts);
    const [added] = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: 1, seed: 13 },
    );
    try {
      // Page 3 follows the 14th match, found before the new helper came first.
      expect((await pageOf({ page: 3, page_size: 7 }, counts)).maids).toEqual(before.maids);
      // Under the first anchor there is nothing to follow: the new helper leads page 1 at once.
      expect((await pageOf({ page: 1, page_size: 7 }, counts)).maids[0]!.id).toBe(added!.publicId);
      // A new walk moves every page by the one helper.
      counts.clear();
      const after = await pageOf({ page: 3, page_size: 7 }, counts);
      expect(after.maids.slice(1)).toEqual(before.maids.slice(0, 6));
    } finally {
      await ctx.db.delete(helpers).where(eq(helpers.id, added!.id));
    }
  });
});

describe("POST /api/user/search-maids", () => {
  it("answers the same as GET for a JSON body, numbers or strings", async () => {
    const h = approved[5]!;
    const response = await postJson(ctx.app, "/api/user/search-maids", {
      location: h.districtId,
      gender: h.gender,
      page_size: "100",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().maids.map((m: Maid) => m.id)).toEqual(
      expected({ location: h.districtId, gender: h.gender }),
    );
  });

  it("answers every helper for a POST with no body", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/user/search-maids" });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(approved.length);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/user/search-maids",
      headers: { "content-type": "application/json" },
      payload: "{location:",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: apiMessages.malformedJson });
  });
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
