import {
  AGE_BUCKETS,
  birthDatesForAges,
  EXPERIENCE_BUCKETS,
  LISTING_DROP_OUT_DAYS,
  listedSince,
  type Maid,
  type SearchMaidsResponse,
  searchMaidsResponseSchema,
} from "@sahayi/contract";
import { inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import { helpers } from "../../src/db/schema.ts";
import { type CreatedHelper, createHelpers } from "../../src/seed/factories/helper.ts";
import { loadReferenceIds, type ReferenceIds } from "../../src/seed/factories/reference-ids.ts";
import { beforeAllOrFail, type TestContext } from "./test-app.ts";

export type Params = Record<string, string | number>;

/** Ids are PostgreSQL integers. */
export const LARGEST_ID = 2 ** 31 - 1;

/** The helpers the search tests look for: listed ones and, never to be listed, the others. */
export interface SearchSeed {
  approved: CreatedHelper[];
  hidden: CreatedHelper[];
  birthdays: CreatedHelper[];
  reference: ReferenceIds;
  /** The day each listed helper last confirmed, by row id: a few past the drop-out. */
  confirmedOn: Map<number, string>;
}

const byNewest = (a: CreatedHelper, b: CreatedHelper) => b.id - a.id;
const byExperience = (a: CreatedHelper, b: CreatedHelper) =>
  b.experienceYears - a.experienceYears || b.id - a.id;
/** Days since each helper confirmed, spread over the last weeks, some past the drop-out. */
const CONFIRMED_SPREAD_DAYS = LISTING_DROP_OUT_DAYS + 15;

/**
 * Writes the helpers of `seeded` before the tests of the file run, and gives the steps that
 * search them on the test app `ctx` and work out independently what they should find.
 */
export function useSearchSeed(ctx: TestContext) {
  const seeded = {} as SearchSeed;
  beforeAllOrFail(async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    seeded.reference = await loadReferenceIds(ctx.db);
    seeded.approved = await createHelpers(factory, { count: 160, seed: 7, maxGallery: 2 });
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
    seeded.birthdays = await createHelpers(factory, {
      count: 2,
      seed: 12,
      spec: (i) => ({
        dateOfBirth: [birthDatesForAges(30, 30).to, birthDatesForAges(29, 29).from][i],
      }),
    });
    seeded.approved.push(...edges, ...seeded.birthdays);
    // Confirmations spread over the last weeks, many helpers sharing a day (ties).
    const ids = seeded.approved.map((h) => h.id);
    const rows = await ctx.db
      .update(helpers)
      .set({
        availabilityConfirmedOn: sql`(now() at time zone 'Asia/Kolkata')::date - ((${helpers.id} * 13) % ${CONFIRMED_SPREAD_DAYS})::integer`,
      })
      .where(inArray(helpers.id, ids))
      .returning({ id: helpers.id, confirmedOn: helpers.availabilityConfirmedOn });
    seeded.confirmedOn = new Map(rows.map((row) => [row.id, row.confirmedOn]));
    // Not listed: they match every filter a listed helper matches, and must never show.
    seeded.hidden = [
      ...(await createHelpers(factory, { count: 10, seed: 9, status: "pending" })),
      ...(await createHelpers(factory, { count: 10, seed: 10, status: "rejected" })),
      ...(await createHelpers(factory, { count: 10, seed: 11, status: "awaiting_payment" })),
      // Paused by themselves: a page of their own, but in no list.
      ...(await createHelpers(factory, { count: 10, seed: 14, status: "paused" })),
    ];
  });

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
    const day = (h: CreatedHelper) => seeded.confirmedOn.get(h.id)!;
    const byConfirmed = (a: CreatedHelper, b: CreatedHelper) =>
      day(b).localeCompare(day(a)) || b.id - a.id;
    const orders = { newest: byNewest, experience: byExperience, confirmed: byConfirmed };
    const since = listedSince();
    return seeded.approved
      .filter((h) => {
        const f = filters;
        if (f.location !== undefined && h.districtId !== Number(f.location)) return false;
        if (f.sub_location !== undefined && h.constituencyId !== Number(f.sub_location))
          return false;
        if (f.religion !== undefined && h.casteId !== Number(f.religion)) return false;
        if (f.shift !== undefined && h.shiftId !== Number(f.shift)) return false;
        if (f.language !== undefined && h.languageId !== Number(f.language)) return false;
        if (f.gender !== undefined && h.gender !== String(f.gender).toLowerCase()) return false;
        if (!["1", "true"].includes(String(f.include_unconfirmed)) && day(h) < since) return false;
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
      .sort(orders[(filters.sort as keyof typeof orders | undefined) ?? "newest"])
      .map((h) => h.publicId);
  }

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

  return { seeded, search, searchAll, expected, expectMatches };
}
