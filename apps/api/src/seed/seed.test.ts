import { createHash } from "node:crypto";
import {
  AGE_BUCKETS,
  ageOn,
  describePrice,
  EXPERIENCE_BUCKETS,
  listedSince,
  paiseToRupees,
  todayInIndia,
} from "@sahayi/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { beforeAllOrFail, postJson, useTestApp } from "../../test/helpers/test-app.ts";
import { DEMO_HELPERS_DEFAULT } from "../config.ts";
import { banners, districts, helpers, helperVerifications, plans, users } from "../db/schema.ts";
import { nameWordsFor } from "./factories/names.ts";
import { loadReferenceIds } from "./factories/reference-ids.ts";
import { DEMO_REVIEWER } from "./factories/verification.ts";
import { seedDatabase } from "./index.ts";

const ctx = useTestApp();
type Helper = typeof helpers.$inferSelect;

const inBucket = (value: number, bucket: { min: number; max: number }) =>
  value >= bucket.min && value <= bucket.max;

describe("demo seed", () => {
  let approved: Helper[] = [];
  let seeded = 0;
  beforeAllOrFail(async () => {
    // The seed a fresh install makes: the default count, each helper with a face of its own.
    const result = await seedDatabase(ctx.db, ctx.storage, {
      demo: { helpers: DEMO_HELPERS_DEFAULT },
    });
    seeded = result.demoHelpers;
    approved = await ctx.db.select().from(helpers).where(eq(helpers.status, "approved"));
  }, 240_000);

  it("gives every constituency at least 3 approved helpers, and adds a few awaiting review", async () => {
    const reference = await loadReferenceIds(ctx.db);
    const perConstituency = new Map<number, number>();
    for (const h of approved) {
      perConstituency.set(h.constituencyId, (perConstituency.get(h.constituencyId) ?? 0) + 1);
    }
    const constituencies = reference.districts.flatMap((d) => d.constituencies);
    expect(constituencies.length).toBe(140);
    for (const { id, name } of constituencies) {
      expect({ name, helpers: perConstituency.get(id) ?? 0 }).toEqual({
        name,
        helpers: expect.toSatisfy((n: number) => n >= 3),
      });
    }
    expect(approved.length).toBe(DEMO_HELPERS_DEFAULT);
    const waiting = await ctx.db.select().from(helpers).where(eq(helpers.status, "pending"));
    expect(waiting.length).toBeGreaterThan(0);
    expect(seeded).toBeGreaterThan(approved.length);
  });

  it("gives no two helpers the same face", async () => {
    const hashes = await Promise.all(
      approved.map(async (h) => {
        const file = await ctx.storage.get(h.profileImage, "card");
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
        return createHash("sha256").update(Buffer.concat(chunks)).digest("hex");
      }),
    );
    expect(new Set(hashes).size).toBe(approved.length);
  });

  it("shows different pictures within one helper's gallery", () => {
    for (const { gallery } of approved) {
      expect(gallery.length).toBeLessThanOrEqual(5);
      expect(new Set(gallery).size).toBe(gallery.length);
    }
    expect(approved.some((h) => h.gallery.length >= 3)).toBe(true);
  });

  it("names helpers after their community and writes each About from the helper's own profile", async () => {
    const reference = await loadReferenceIds(ctx.db);
    const nameOf = (list: { id: number; name: string }[], id: number) =>
      list.find((o) => o.id === id)!.name;
    for (const h of approved) {
      const words = nameWordsFor(
        nameOf(reference.castes, h.casteId),
        nameOf(reference.languages, h.languageId),
      );
      for (const word of h.name.split(" ")) {
        expect({ name: h.name, word }).toEqual({
          name: h.name,
          word: expect.toSatisfy((w: string) => words.has(w.replace(/\.$/, ""))),
        });
      }
      if (h.about === null) continue;
      const constituency = reference.districts
        .flatMap((d) => d.constituencies)
        .find((c) => c.id === h.constituencyId)!;
      expect(h.about).toContain(constituency.name);
      if (h.experienceYears > 0) expect(h.about).toContain(`${h.experienceYears} year`);
    }
    const abouts = approved.flatMap((h) => (h.about ? [h.about] : []));
    expect(abouts.length).toBeGreaterThan(approved.length * 0.9);
    expect(new Set(abouts).size).toBe(abouts.length);
  });

  it("gives ages (from the dates of birth) and years of experience that fit together", () => {
    for (const h of approved) {
      const age = ageOn(h.dateOfBirth);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(60);
      expect(h.experienceYears).toBeGreaterThanOrEqual(0);
      expect(h.experienceYears).toBeLessThanOrEqual(age - 18);
      expect(h.mobileNumber).toMatch(/^[6-9]\d{9}$/);
      expect(h.pincode).toMatch(/^6[7-9]\d{4}$/);
      expect(h.updatedAt.getTime()).toBeGreaterThanOrEqual(h.createdAt.getTime());
      expect(h.updatedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it("spreads every district over categories, shifts, genders, ages and experience", async () => {
    const reference = await loadReferenceIds(ctx.db);
    for (const district of reference.districts) {
      const here = approved.filter((h) => h.districtId === district.id);
      const spread = {
        district: district.name,
        categories: new Set(here.flatMap((h) => h.categoryIds)).size,
        shifts: new Set(here.map((h) => h.shiftId)).size,
        genders: new Set(here.map((h) => h.gender)).size >= 2,
        ages: Object.values(AGE_BUCKETS).every((b) =>
          here.some((h) => inBucket(ageOn(h.dateOfBirth), b)),
        ),
        experience: Object.values(EXPERIENCE_BUCKETS).every((b) =>
          here.some((h) => inBucket(h.experienceYears, b)),
        ),
      };
      expect(spread).toEqual({
        district: district.name,
        categories: reference.categories.length,
        shifts: reference.shifts.length,
        genders: true,
        ages: true,
        experience: true,
      });
    }
    // One constituency's helpers differ from each other too.
    const byConstituency = new Map<number, Helper[]>();
    for (const h of approved) {
      byConstituency.set(h.constituencyId, [...(byConstituency.get(h.constituencyId) ?? []), h]);
    }
    for (const group of byConstituency.values()) {
      expect(new Set(group.map((h) => h.categoryIds[0])).size).toBeGreaterThanOrEqual(3);
      expect(new Set(group.map((h) => h.shiftId)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it("spreads the helpers' last confirmations over the last weeks, a few past the drop-out", () => {
    const today = todayInIndia();
    const days = approved.map((h) => h.availabilityConfirmedOn);
    for (const day of days) expect(day <= today, day).toBe(true);
    expect(new Set(days).size).toBeGreaterThan(30);
    const stale = days.filter((day) => day < listedSince()).length / days.length;
    expect(stale).toBeGreaterThan(0.05);
    expect(stale).toBeLessThan(0.12);
  });

  it("verifies about a third of the approved helpers, each with dated records an admin would make", async () => {
    const records = await ctx.db.select().from(helperVerifications);
    const verified = new Set(records.map((r) => r.helperId));
    expect(verified.size / approved.length).toBeGreaterThanOrEqual(0.3);
    expect(verified.size / approved.length).toBeLessThanOrEqual(0.4);
    const reference = await loadReferenceIds(ctx.db);
    const constituencyName = new Map(
      reference.districts.flatMap((d) => d.constituencies).map((c) => [c.id, c.name]),
    );
    const today = todayInIndia();
    for (const helper of approved.filter((h) => verified.has(h.id))) {
      const own = records.filter((r) => r.helperId === helper.id);
      const id = own.find((r) => r.kind === "id_document");
      // The document was seen when she was approved; a clearance was issued before that.
      expect(id).toMatchObject({
        checkedOn: helper.reviewedAt!.toISOString().slice(0, 10),
        documentLast4: expect.stringMatching(/^[A-Z0-9]{4}$/),
      });
      expect(id!.checkedOn <= today).toBe(true);
      for (const police of own.filter((r) => r.kind === "police_clearance")) {
        expect(police.checkedOn < id!.checkedOn).toBe(true);
        expect(police.policeStation).toBe(
          `${constituencyName.get(helper.constituencyId)} Police Station`,
        );
      }
    }
    // The public sees the same share: the verified filter and the badge agree with the records
    // (those not confirmed lately too: the demo has a few, decision 045).
    const search = await ctx.app.inject({
      url: "/api/user/search-maids?verified=1&include_unconfirmed=1&page_size=1",
    });
    expect(search.json().total).toBe(verified.size);
    expect(search.json().maids[0].verification_summary).toMatch(/^ID checked /);
    // Nobody can log in as the account the records are filed under.
    const login = await postJson(ctx.app, "/api/user/login", {
      mobile_number: DEMO_REVIEWER.mobileNumber,
      password: "",
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    const [reviewer] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.mobileNumber, DEMO_REVIEWER.mobileNumber));
    expect(reviewer).toMatchObject({
      name: DEMO_REVIEWER.name,
      role: "user",
      disabledAt: expect.any(Date),
    });
  });

  it("advertises the cheapest plan at what a household pays for it, GST included", async () => {
    const subscriptions = await ctx.db
      .select({ pricePaise: plans.pricePaise })
      .from(plans)
      .where(eq(plans.kind, "subscription"));
    const cheapest = Math.min(...subscriptions.map((plan) => plan.pricePaise));
    const titles = (await ctx.db.select({ title: banners.title }).from(banners)).map(
      (banner) => banner.title ?? "",
    );
    const advert = titles.filter((title) => title.startsWith("Plans from"));
    expect(advert).toEqual([`Plans from ${describePrice(paiseToRupees(cheapest)).total}`]);
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
