import { buffer } from "node:stream/consumers";
import {
  homepageSchema,
  IMAGE_SIZES,
  type ImageSize,
  planFeatures,
  SOCIAL_FALLBACKS,
  withTaxes,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext, useTestApp } from "../../../test/helpers/test-app.ts";
import { plans } from "../../db/schema.ts";
import { createHelpers } from "../../seed/factories/helper.ts";

const ctx = useTestApp();

async function homepage() {
  const response = await ctx.app.inject({ url: "/api/user/homepage" });
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: homepageSchema.parse(response.json()) };
}

describe("GET /api/user/homepage", () => {
  it("answers with banners, categories, plans and settings even before any helper exists", async () => {
    const { data } = await homepage();
    expect(data.maids).toEqual([]);
    expect(data.main_banner).toHaveLength(3);
    for (const banner of data.main_banner) {
      expect(banner.desktop_image).toMatch(/^\/media\/\w+\/full\.webp$/);
      expect(banner.mobile_image).toMatch(/^\/media\/\w+\/full\.webp$/);
      expect(banner.desktop_image).not.toBe(banner.mobile_image);
    }
    expect(data.home_banner).toHaveLength(2);
    expect(data.category.length).toBeGreaterThanOrEqual(6);
    for (const category of data.category) expect(category.color).toMatch(/^#[0-9A-F]{6}$/i);
    // Some social links are left empty so the footer's fallbacks get exercised.
    expect(data.settings.insta_link).toBeNull();
    expect(Object.keys(SOCIAL_FALLBACKS)).toContain("insta_link");
    expect(data.settings.whatsapp_number).toMatch(/^\d{10}$/);
  });

  it("gives every demo banner its words as text and pictures in both sizes for a srcset", async () => {
    const { data } = await homepage();
    const pictures = [
      ...data.main_banner.flatMap((b) => [b.desktop_image, b.mobile_image]),
      ...data.home_banner.map((b) => b.image),
    ];
    for (const banner of [...data.main_banner, ...data.home_banner]) {
      expect(banner.title?.trim()).toBeTruthy();
      expect(banner.subtitle?.trim()).toBeTruthy();
      expect(banner.button_label?.trim()).toBeTruthy();
    }
    for (const url of pictures) {
      const key = url.split("/")[2] ?? "";
      for (const size of Object.keys(IMAGE_SIZES) as ImageSize[]) {
        const stored = await ctx.storage.get(key, size);
        expect(stored, `${url} in size ${size}`).not.toBeNull();
        const { width } = await sharp(await buffer(stored!.stream)).metadata();
        expect(width, `${url} in size ${size}`).toBe(IMAGE_SIZES[size]);
      }
    }
  });

  it("prices active subscription plans in rupees with 9 % CGST and SGST", async () => {
    const { data } = await homepage();
    const rows = await ctx.db.select().from(plans).where(eq(plans.kind, "subscription"));
    expect(data.pricing).toHaveLength(3);
    for (const plan of data.pricing) {
      const row = rows.find((r) => r.id === plan.id)!;
      const taxed = withTaxes(row.pricePaise);
      expect(plan.amount * 100).toBeCloseTo(taxed.amountPaise);
      expect(plan.cgst * 100).toBeCloseTo(taxed.cgstPaise);
      expect(plan.sgst * 100).toBeCloseTo(taxed.sgstPaise);
      expect(plan.total_amount * 100).toBeCloseTo(taxed.totalPaise);
      expect(plan.tax).toBeCloseTo(plan.cgst + plan.sgst);
      expect(plan.features).toEqual(planFeatures(plan.enquiry, plan.tenure));
    }
  });

  it("shows the 8 newest approved helpers, never pending ones, never phone numbers", async () => {
    const context = { db: ctx.db, storage: ctx.storage };
    const approved = await createHelpers(context, { count: 10 });
    const pending = await createHelpers(context, { count: 3, status: "pending" });
    const { data, body } = await homepage();

    const newestFirst = [...approved]
      .reverse()
      .slice(0, 8)
      .map((h) => h.publicId);
    expect(data.maids.map((m) => m.id)).toEqual(newestFirst);
    for (const helper of pending) expect(body).not.toContain(helper.publicId);
    for (const helper of [...approved, ...pending]) {
      expect(body).not.toContain(helper.mobileNumber);
      expect(body).not.toContain(helper.whatsappNumber);
    }
    for (const maid of data.maids) {
      expect(maid).toMatchObject({
        is_purchased: false,
        mobile_number: null,
        whatsapp_number: null,
      });
      expect(maid.category.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("homepage cache", () => {
  it("reuses the answer for CACHE_TTL_MS, so a busy home page costs few queries", async () => {
    const cached = await createTestContext({ cacheTtlMs: 60_000 });
    try {
      const first = await cached.app.inject({ url: "/api/user/homepage" });
      await createHelpers({ db: cached.db, storage: cached.storage }, { count: 2 });
      const second = await cached.app.inject({ url: "/api/user/homepage" });
      expect(second.body).toBe(first.body);
    } finally {
      await cached.app.close();
      await cached.database.close();
    }
  });
});
