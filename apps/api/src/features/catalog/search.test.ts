import {
  AGE_BUCKETS,
  apiMessages,
  EXPERIENCE_BUCKETS,
  listedSince,
  type Maid,
  SEARCH_PAGE_SIZE_DEFAULT,
} from "@sahayi/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { type Params, useSearchSeed } from "../../../test/helpers/search.ts";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import type { CreatedHelper } from "../../seed/factories/helper.ts";
import type { ReferenceIds } from "../../seed/factories/reference-ids.ts";

const ctx = useTestApp();
const { seeded, search, searchAll, expected, expectMatches } = useSearchSeed(ctx);
let approved: CreatedHelper[];
let hidden: CreatedHelper[];
let birthdays: CreatedHelper[];
let reference: ReferenceIds;
beforeAll(() => {
  ({ approved, hidden, birthdays, reference } = seeded);
});

describe("GET /api/user/search-maids", () => {
  it("lists approved helpers newest first, 20 to a page, with the total", async () => {
    const answer = await search({});
    expect(answer.page).toBe(1);
    expect(answer.page_size).toBe(SEARCH_PAGE_SIZE_DEFAULT);
    expect(answer.total).toBe(expected({}).length);
    expect(answer.maids.map((m) => m.id)).toEqual(expected({}).slice(0, SEARCH_PAGE_SIZE_DEFAULT));
  });

  it("walks every page once, without gaps or repeats, and answers an empty page past the end", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 9; page++) {
      const answer = await search({ page, page_size: 21 });
      expect(answer).toMatchObject({ page, page_size: 21, total: expected({}).length });
      seen.push(...answer.maids.map((m) => m.id));
    }
    expect(seen).toEqual(expected({}));
    const past = await search({ page: 50, page_size: 21 });
    expect(past).toEqual({ maids: [], page: 50, page_size: 21, total: expected({}).length });
  });

  it("leaves out helpers not confirmed lately unless asked, and orders by the day each confirmed", async () => {
    const since = listedSince();
    const stale = approved.filter((h) => seeded.confirmedOn.get(h.id)! < since);
    expect(stale.length).toBeGreaterThan(0);
    expect(expected({}).length).toBe(approved.length - stale.length);
    await expectMatches({ include_unconfirmed: 1 });
    await expectMatches({ include_unconfirmed: "true", sort: "experience" });
    // Recently confirmed first, the many ties of a day newest first, across every page.
    await expectMatches({ sort: "confirmed" });
    await expectMatches({ sort: "confirmed", include_unconfirmed: 1 });
    await expectMatches({ sort: "confirmed", location: approved[0]!.districtId });
    await expectMatches({ sort: "confirmed", sub_location: approved[0]!.constituencyId });
    const first = (await search({ sort: "confirmed", page_size: 1 })).maids[0]!;
    expect(first.confirmed_on).toBe(
      seeded.confirmedOn.get(approved.find((h) => h.publicId === first.id)!.id),
    );
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
    // One still listed (not past the drop-out), so the last combination finds her.
    const h = approved.find((x, i) => i >= 10 && seeded.confirmedOn.get(x.id)! >= listedSince())!;
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
    expect(answer.total).toBe(expected({}).length);
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
    const { maids } = await searchAll({ include_unconfirmed: 1 });
    for (const helper of approved) {
      const maid = maids.find((m) => m.id === helper.publicId)!;
      expect(maid.category).toHaveLength(helper.categoryIds.length);
      for (const chip of maid.category) expect(chip.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(maid.additional_images).toHaveLength(helper.imageKeys.length);
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
    expect(response.json().total).toBe(expected({}).length);
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
