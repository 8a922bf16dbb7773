import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { categories, districts, helpers, plans } from "../schema.ts";
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

    const seeded = await ctx.db
      .select({ categoryIds: helpers.categoryIds, gallery: helpers.gallery })
      .from(helpers);
    expect(seeded.length).toBe(result.demoHelpers);
    for (const { categoryIds, gallery } of seeded) {
      expect(categoryIds.length).toBeGreaterThanOrEqual(1);
      expect(categoryIds.length).toBeLessThanOrEqual(3);
      expect(gallery.length).toBeLessThanOrEqual(5);
    }
    const used = new Set(seeded.flatMap((h) => h.categoryIds));
    const [{ all } = { all: 0 }] = await ctx.db.select({ all: count() }).from(categories);
    expect(used.size).toBe(all);

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
