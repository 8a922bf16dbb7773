import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import {
  categories,
  districts,
  helperCategories,
  helperImages,
  helpers,
  plans,
} from "../schema.ts";
import { seedDatabase } from "./index.ts";

const ctx = useTestApp();

describe("demo seed", () => {
  it("adds at least 120 approved helpers over all 14 districts, plus a few awaiting review", async () => {
    const result = await seedDatabase(ctx.db, ctx.storage, {
      demo: { helpers: 120, images: "pool" },
    });
    expect(result.demoHelpers).toBeGreaterThanOrEqual(120);

    const approved = await ctx.db.select().from(helpers).where(eq(helpers.status, "approved"));
    expect(approved.length).toBeGreaterThanOrEqual(120);
    expect(new Set(approved.map((h) => h.districtId)).size).toBe(14);
    expect(new Set(approved.map((h) => h.gender))).toEqual(new Set(["male", "female", "other"]));
    expect(new Set(approved.map((h) => h.shiftId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(approved.map((h) => h.languageId)).size).toBeGreaterThanOrEqual(3);
    for (const helper of approved) {
      expect(helper.age).toBeGreaterThanOrEqual(20);
      expect(helper.age).toBeLessThanOrEqual(60);
      expect(helper.experienceYears).toBeGreaterThanOrEqual(0);
      expect(helper.experienceYears).toBeLessThanOrEqual(15);
      expect(helper.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      expect(helper.pincode).toMatch(/^6[7-9]\d{4}$/);
    }

    const perHelper = await ctx.db
      .select({ helperId: helperCategories.helperId, n: count() })
      .from(helperCategories)
      .groupBy(helperCategories.helperId);
    expect(perHelper.length).toBe(result.demoHelpers);
    for (const { n } of perHelper) expect(n).toBeGreaterThanOrEqual(1);
    for (const { n } of perHelper) expect(n).toBeLessThanOrEqual(3);
    const [{ used } = { used: 0 }] = await ctx.db
      .select({ used: sql<number>`count(distinct ${helperCategories.categoryId})::int` })
      .from(helperCategories);
    const [{ all } = { all: 0 }] = await ctx.db.select({ all: count() }).from(categories);
    expect(used).toBe(all);

    const gallery = await ctx.db
      .select({ helperId: helperImages.helperId, n: count() })
      .from(helperImages)
      .groupBy(helperImages.helperId);
    for (const { n } of gallery) expect(n).toBeLessThanOrEqual(5);

    const waiting = await ctx.db.select().from(helpers).where(eq(helpers.status, "pending"));
    expect(waiting.length).toBeGreaterThan(0);
  });

  it("never seeds twice: a second run adds nothing", async () => {
    const before = await ctx.db.select({ n: count() }).from(helpers);
    const again = await seedDatabase(ctx.db, ctx.storage, {
      demo: { helpers: 120, images: "pool" },
    });
    expect(again.demoHelpers).toBe(0);
    expect(await ctx.db.select({ n: count() }).from(helpers)).toEqual(before);
    expect(await ctx.db.select({ n: count() }).from(districts)).toEqual([{ n: 14 }]);
    const [registration] = await ctx.db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.kind, "maid_registration"));
    expect(registration?.n).toBe(1);
  });
});
