import { searchMaidsResponseSchema } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { readCatalogReference } from "../../db/reference.ts";
import { helpers, helperVerifications } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

/** A short CACHE_TTL_MS; only the clock is faked, so the database and the app run as usual. */
const TTL = 1000;
const ctx = useTestApp({ cacheTtlMs: TTL });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "performance"] });
});

afterEach(() => {
  vi.useRealTimers();
});

async function search(query: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url: "/api/user/search-maids", query });
  expect(response.statusCode, response.body).toBe(200);
  return searchMaidsResponseSchema.parse(response.json());
}

describe("search totals (docs/decisions/002-search-count-cache.md)", () => {
  it("are kept six times CACHE_TTL_MS while the page is always fresh; then one stale answer while they recount", async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    await createHelpers(factory, { count: 3 });
    const counted = (await search()).total;
    const [added] = await createHelpers(factory, { count: 1 });

    vi.advanceTimersByTime(5 * TTL);
    for (let i = 0; i < 3; i++) {
      const answer = await search();
      expect(answer.maids[0]?.id).toBe(added!.publicId);
      expect(answer.total).toBe(counted);
    }

    vi.advanceTimersByTime(TTL + 1);
    expect((await search()).total).toBe(counted);
    await vi.waitFor(async () => expect((await search()).total).toBe(counted + 1));
  });

  it("are kept apart per set of filters, whatever page is asked for", async () => {
    await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 16, seed: 3 });
    const reference = await readCatalogReference(ctx.db);
    const counted = new Map<number, number>();
    for (const id of reference.districts.keys()) {
      const where = and(eq(helpers.status, "approved"), eq(helpers.districtId, id));
      counted.set(id, await ctx.db.$count(helpers, where));
    }
    // Two districts with different numbers of helpers: there are more helpers than districts.
    const byCount = [...counted].sort(([, x], [, y]) => x - y).map(([id]) => id);
    const [fewest, most] = [byCount[0]!, byCount.at(-1)!];
    expect(counted.get(fewest)).toBeLessThan(counted.get(most)!);
    for (const id of [fewest, most, fewest]) {
      expect((await search({ location: String(id) })).total).toBe(counted.get(id));
      expect((await search({ location: String(id), page: "2" })).total).toBe(counted.get(id));
    }
  });

  it("keep the verified filter apart from the same filters without it", async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    const gender = "other";
    const [verified] = await createHelpers(factory, {
      count: 2,
      spec: { status: "approved", gender },
    });
    const admin = await adminCaller(ctx.app, ctx.db);
    const today = new Date(Date.now()).toISOString().slice(0, 10);
    await ctx.db.insert(helperVerifications).values({
      helperId: verified!.id,
      kind: "police_clearance",
      policeStation: "Aluva",
      checkedOn: today,
      recordedBy: admin.id,
    });
    // A filter the tests above did not count with (their counts are still cached).
    const all = await ctx.db.$count(
      helpers,
      and(eq(helpers.status, "approved"), eq(helpers.gender, gender)),
    );
    expect(all).toBeGreaterThan(1);
    for (const verifiedOnly of [false, true, false, true]) {
      const query: Record<string, string> = verifiedOnly ? { gender, verified: "1" } : { gender };
      expect((await search(query)).total).toBe(verifiedOnly ? 1 : all);
    }
  });
});
