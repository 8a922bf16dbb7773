import { type SearchMaidsResponse, searchMaidsQuerySchema } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Params, useSearchSeed } from "../../../test/helpers/search.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { readCatalogReference } from "../../db/reference.ts";
import { helpers } from "../../db/schema.ts";
import { createCache } from "../../lib/cache.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";
import { createSearch, type SearchLimits, type Walk } from "./search.ts";

const ctx = useTestApp();
const { seeded, expected } = useSearchSeed(ctx);
let approved: CreatedHelper[];
beforeAll(() => {
  approved = seeded.approved;
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

  it("answers every page of each order as reading the matches from the start would, up to the cap", async () => {
    const h = approved[0]!;
    const filterSets: Params[] = [
      {},
      { gender: "female" },
      { location: h.districtId },
      { age: "30-40" },
      { religion: h.casteId, experience: "3-5" },
      { include_unconfirmed: "1" },
    ];
    // A cached walk, as the route keeps: far pages start from its anchors. Three orders, two
    // page sizes, every page: longer than the suite's default under load.
    const counts = createCache<Walk>({ ttlMs: 60_000 });
    for (const filters of filterSets) {
      for (const sort of ["newest", "experience", "confirmed"]) {
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
  }, 90_000);

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
