import { type SearchMaidsQuery, searchMaidsQuerySchema } from "@sahayi/contract";
import { describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { readCatalogReference } from "../../db/reference.ts";
import { createCache } from "../../lib/cache.ts";
import { createSearch, type Walk } from "./search.ts";

const ctx = useTestApp();

/** Drizzle's session, where every statement is prepared. */
type Session = { prepareQuery: (...args: unknown[]) => unknown };

describe("search statements", () => {
  it("are prepared once per set of filters, each under a name of its own, and reused", async () => {
    const session = (ctx.db as unknown as { session: Session }).session;
    const prepare = vi.spyOn(session, "prepareQuery");
    let calls: unknown[][] = [];
    const { searchMaids, countMaids } = createSearch(ctx.db, ctx.app.config.verificationValidDays);
    const reference = await readCatalogReference(ctx.db);
    const counts = createCache<Walk>({ ttlMs: 0 });
    const [first, second] = [...reference.districts.keys()];
    const [category] = [...reference.categories.keys()];
    const run = (query: Partial<Record<keyof SearchMaidsQuery, unknown>>) =>
      searchMaids({ query: searchMaidsQuerySchema.parse(query), reference, counts });

    try {
      await run({ location: first });
      // The same filters with other values, on another page.
      await run({ location: second, page: 2 });
      await run({ category });
      // The category page's category equal to the expertise is one filter, not two.
      await run({ category, category_id: category });
      await run({});
      // Another order is another page statement and another walk (its anchors differ).
      await run({ location: first, sort: "experience" });
      // Verified helpers only: a shape of its own, whichever district.
      await run({ location: first, verified: "1" });
      await run({ location: second, verified: "true" });
      // Counting alone (search widenings) reuses the newest-first walks.
      await countMaids({ category }, counts);
    } finally {
      calls = [...prepare.mock.calls];
      prepare.mockRestore();
    }

    // Four sets of filters (district, expertise, none, verified in a district), each a page
    // and a walk statement, and the district's page and walk in the other order. Statements
    // run once are "prepared" too, without a name.
    const names = calls.map((call) => call[2]).filter((name) => typeof name === "string");
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    for (const name of names) expect(name).toMatch(/^\w+$/);
  });
});
