import {
  type SearchMaidsResponse,
  searchMaidsResponseSchema,
  searchWideningsResponseSchema,
} from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { beforeAllOrFail, useTestApp } from "../../../test/helpers/test-app.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";
import { loadReferenceIds, type ReferenceIds } from "../../seed/factories/reference-ids.ts";

const ctx = useTestApp();

let approved: CreatedHelper[];
let reference: ReferenceIds;

beforeAllOrFail(async () => {
  const factory = { db: ctx.db, storage: ctx.storage };
  reference = await loadReferenceIds(ctx.db);
  approved = await createHelpers(factory, { count: 150, seed: 21, maxGallery: 0 });
  // Many helpers with equal years, so ties must fall back to newest first.
  approved.push(
    ...(await createHelpers(factory, {
      count: 12,
      seed: 22,
      maxGallery: 0,
      spec: { experienceYears: 7, age: 40 },
    })),
  );
  // Never counted or listed, whatever the order.
  await createHelpers(factory, { count: 6, seed: 23, status: "pending", maxGallery: 0 });
});

type Params = Record<string, string | number>;

async function get(url: string, params: Params) {
  return ctx.app.inject({
    url,
    query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
}

async function search(params: Params): Promise<SearchMaidsResponse> {
  const response = await get("/api/user/search-maids", params);
  expect(response.statusCode, response.body).toBe(200);
  return searchMaidsResponseSchema.parse(response.json());
}

async function widenings(params: Params) {
  const response = await get("/api/user/search-maids/widenings", params);
  expect(response.statusCode, response.body).toBe(200);
  return searchWideningsResponseSchema.parse(response.json());
}

/** Every page in the given order. */
async function searchAll(params: Params): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await search({ ...params, page, page_size: 25 });
    ids.push(...answer.maids.map((m) => m.id));
    if (answer.maids.length < 25) return ids;
  }
}

const byExperience = (a: CreatedHelper, b: CreatedHelper) =>
  b.experienceYears - a.experienceYears || b.id - a.id;
const byNewest = (a: CreatedHelper, b: CreatedHelper) => b.id - a.id;

describe("search order", () => {
  it("lists the most experienced first, ties newest first, across every page", async () => {
    expect(await searchAll({ sort: "experience" })).toEqual(
      [...approved].sort(byExperience).map((h) => h.publicId),
    );
  });

  it("lists newest first by default and when asked", async () => {
    const newest = [...approved].sort(byNewest).map((h) => h.publicId);
    expect(await searchAll({})).toEqual(newest);
    expect(await searchAll({ sort: "newest" })).toEqual(newest);
  });

  it("orders filtered results too, with the same total in either order", async () => {
    const district = reference.districts[2]!;
    const gender = "female";
    const matching = approved.filter((h) => h.districtId === district.id && h.gender === gender);
    expect(matching.length).toBeGreaterThan(1);
    const params = { location: district.id, gender };
    expect(await searchAll({ ...params, sort: "experience" })).toEqual(
      [...matching].sort(byExperience).map((h) => h.publicId),
    );
    const [newest, experienced] = await Promise.all([
      search(params),
      search({ ...params, sort: "experience" }),
    ]);
    expect(experienced.total).toBe(matching.length);
    expect(newest.total).toBe(matching.length);
  });

  it("refuses an unknown order with the field's message", async () => {
    const response = await get("/api/user/search-maids", { sort: "cheapest" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { sort: "Sort must be one of newest, experience, confirmed." },
    });
  });

  it("shows a helper's years, language, gender and last update", async () => {
    const [first] = (await search({ sort: "experience", page_size: 1 })).maids;
    const helper = [...approved].sort(byExperience)[0]!;
    expect(first).toMatchObject({
      experience_years: helper.experienceYears,
      language: reference.languages.find((l) => l.id === helper.languageId)!.name,
      gender: helper.gender,
      updated_at: helper.updatedAt.toISOString(),
    });
  });
});

describe("GET /api/user/search-maids/widenings", () => {
  /** How many listed helpers match, worked out without SQL (equality filters only). */
  function count(filters: Partial<Record<keyof CreatedHelper, number | string>>): number {
    return approved.filter((h) =>
      Object.entries(filters).every(([key, value]) => h[key as keyof CreatedHelper] === value),
    ).length;
  }

  it("says what dropping each filter finds; dropping the district drops its constituency", async () => {
    const district = reference.districts[4]!;
    const constituency = district.constituencies[1]!;
    const shift = reference.shifts[1]!;
    const filters = {
      location: district.id,
      sub_location: constituency.id,
      shift: shift.id,
      gender: "male",
    };
    const answer = await widenings(filters);
    const all = {
      districtId: district.id,
      constituencyId: constituency.id,
      shiftId: shift.id,
      gender: "male",
    };
    const { districtId: _d, constituencyId: _c, ...placeless } = all;
    const { constituencyId: _k, ...districtWide } = all;
    const { shiftId: _s, ...anyShift } = all;
    const { gender: _g, ...anyGender } = all;
    expect(answer).toEqual({
      total: count(all),
      widenings: [
        { drop: ["location", "sub_location"], total: count(placeless) },
        { drop: ["sub_location"], total: count(districtWide) },
        { drop: ["shift"], total: count(anyShift) },
        { drop: ["gender"], total: count(anyGender) },
      ],
    });
    // Each wider search really widens: the counts match what search itself reports.
    expect((await search({ location: district.id, shift: shift.id, gender: "male" })).total).toBe(
      count(districtWide),
    );
  });

  it("answers no widenings without filters, and keeps the category page's own category", async () => {
    expect(await widenings({})).toEqual({ total: approved.length, widenings: [] });
    const category = reference.categories[0]!;
    const inCategory = approved.filter((h) => h.categoryIds.includes(category.id));
    const answer = await widenings({ category_id: category.id, gender: "other" });
    expect(answer).toEqual({
      total: inCategory.filter((h) => h.gender === "other").length,
      widenings: [{ drop: ["gender"], total: inCategory.length }],
    });
  });

  it("refuses filters naming nothing we list, like search does", async () => {
    const response = await get("/api/user/search-maids/widenings", { location: 999_999 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(response.json().fields).toHaveProperty("location");
  });
});
