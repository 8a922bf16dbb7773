import { ageOn } from "@sahayi/contract";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { helpers } from "../../db/schema.ts";
import { createHelper, createHelpers } from "./helper.ts";
import { loadReferenceIds } from "./reference-ids.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

describe("helper factory", () => {
  it("inserts many helpers in multi-row batches, reusing a small pool of pictures", async () => {
    const progress: number[] = [];
    const created = await createHelpers(factory(), {
      count: 1200,
      batchSize: 500,
      onProgress: (n) => progress.push(n),
    });
    expect(progress).toEqual([500, 1000, 1200]);
    expect(new Set(created.map((h) => h.publicId)).size).toBe(1200);
    for (const helper of created) expect(helper.publicId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(created.map((h) => h.profileImage)).size).toBeLessThanOrEqual(8);
    expect(new Set(created.map((h) => h.mobileNumber)).size).toBe(1200);

    const rows = await ctx.db
      .select({ id: helpers.id, categoryIds: helpers.categoryIds, gallery: helpers.gallery })
      .from(helpers)
      .where(
        inArray(
          helpers.id,
          created.map((h) => h.id),
        ),
      );
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const helper of created) {
      expect(stored.get(helper.id)?.categoryIds).toEqual(helper.categoryIds);
      expect(stored.get(helper.id)?.gallery).toEqual(helper.imageKeys);
    }
  });

  it("keeps what the spec fixes and makes up the rest", async () => {
    const reference = await loadReferenceIds(ctx.db);
    const district = reference.districts[3]!;
    const categoryIds = [reference.categories[1]!.id];
    const helper = await createHelper(factory(), {
      name: "Test Lakshmi",
      districtId: district.id,
      categoryIds,
      age: 33,
      gender: "female",
      status: "pending",
      galleryCount: 0,
    });
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row).toMatchObject({
      name: "Test Lakshmi",
      districtId: district.id,
      status: "pending",
    });
    // An age is a date of birth that makes it today.
    expect(ageOn(row!.dateOfBirth)).toBe(33);
    expect(helper.age).toBe(33);
    expect(district.constituencies.map((c) => c.id)).toContain(row!.constituencyId);
    expect(helper.categoryIds).toEqual(categoryIds);
    expect(helper.imageKeys).toEqual([]);
  });

  it("draws a picture per helper in unique mode, stored in both sizes", async () => {
    const helper = await createHelper(factory(), { galleryCount: 1 }, { images: "unique" });
    for (const key of [helper.profileImage, ...helper.imageKeys]) {
      for (const size of ["card", "full"] as const) {
        const file = await ctx.storage.get(key, size);
        expect(file).not.toBeNull();
        file!.stream.destroy();
      }
    }
  });

  it("makes the same people from the same seed", async () => {
    const a = await createHelpers(factory(), { count: 5, seed: 42 });
    const b = await createHelpers(factory(), { count: 5, seed: 42 });
    expect(b.map((h) => h.name)).toEqual(a.map((h) => h.name));
    expect(b.map((h) => h.publicId)).not.toEqual(a.map((h) => h.publicId));
  });
});
