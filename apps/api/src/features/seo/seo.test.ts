import { describePrice, mediaUrl, pageTitle, paiseToRupees, STATIC_PAGES } from "@sahayi/contract";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  canonical,
  firstSubscriptionPlan,
  indexHtml,
  meta,
  ORIGIN,
  PHONE_LIKE,
  title,
  useSeoApp,
} from "../../../test/helpers/seo-pages.ts";
import { categories, constituencies, districts, plans } from "../../db/schema.ts";
import type { CreatedHelper } from "../../seed/factories/helper.ts";
import { escapeHtml } from "./page-head.ts";

const { ctx, seeded, page } = useSeoApp();
let approved: CreatedHelper[];
let pending: CreatedHelper;
let hostile: CreatedHelper;
beforeAll(() => {
  ({ approved, pending, hostile } = seeded);
});

describe("a helper's page", () => {
  it("has the helper's name, work, place, age and experience in its title and description, and their photo", async () => {
    const helper = approved[0]!;
    const response = await page(`/maid/${helper.publicId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(html).toContain('<div id="root">');

    const [district] = await ctx.db
      .select()
      .from(districts)
      .where(eq(districts.id, helper.districtId));
    const [constituency] = await ctx.db
      .select()
      .from(constituencies)
      .where(eq(constituencies.id, helper.constituencyId));
    const categoryNames = (
      await ctx.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id))
    )
      .filter((category) => helper.categoryIds.includes(category.id))
      .map((category) => category.name);

    const pageTitleText = title(html) ?? "";
    expect(pageTitleText).toContain(helper.name);
    expect(pageTitleText).toContain(constituency!.name);
    expect(pageTitleText).toContain(district!.name);
    for (const name of categoryNames) expect(pageTitleText).toContain(escapeHtml(name));
    expect(pageTitleText.endsWith(" · Sahayi")).toBe(true);
    expect(html.match(/<title>/g)).toHaveLength(1);

    const description = meta(html, "description") ?? "";
    expect(description).toContain(`Age ${helper.age}`);
    const years = helper.experienceYears === 1 ? "1 year" : `${helper.experienceYears} years`;
    expect(description).toContain(`${years} of experience`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const photo = `${ORIGIN}${mediaUrl(helper.profileImage)}`;
    expect(meta(html, "og:image")).toBe(photo);
    expect(meta(html, "twitter:image")).toBe(photo);
    expect(meta(html, "og:title")).toBe(meta(html, "twitter:title"));
    expect(meta(html, "og:type")).toBe("profile");
    expect(canonical(html)).toBe(`${ORIGIN}/maid/${helper.publicId}`);
    expect(meta(html, "og:url")).toBe(`${ORIGIN}/maid/${helper.publicId}`);
    expect(meta(html, "robots")).toBeUndefined();
  });

  it("carries no phone number anywhere in the HTML", async () => {
    for (const helper of approved) {
      const html = (await page(`/maid/${helper.publicId}`)).body;
      expect(html).not.toMatch(PHONE_LIKE);
      expect(html).not.toContain(helper.mobileNumber);
      expect(html).not.toContain(helper.whatsappNumber);
    }
  });

  it("escapes what the helper typed", async () => {
    const html = (await page(`/maid/${hostile.publicId}`)).body;
    expect(html).not.toContain("<script>alert");
    // The name added no element: the template's scripts and the answers' JSON, no more.
    const scripts = (indexHtml.match(/<script/g)?.length ?? 0) + 1;
    expect(html.match(/<script/g)).toHaveLength(scripts);
    expect(html.match(/<\/script>/g)).toHaveLength(scripts);
    expect(title(html)).toContain(
      "Asha &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp;",
    );
    // The number in the name is a phone number's shape: it is left out.
    expect(html).not.toMatch(PHONE_LIKE);
    expect(meta(html, "og:title")).toContain(`Asha "><script>alert('x')</script> & …`);
    // In the answers' JSON the name's "<" are escaped: it reads back as typed, less the number.
    expect(html).toContain(String.raw`"name":"Asha \">\u003cscript>alert('x')\u003c/script> & …"`);
  });

  it("answers 404 with the app for an unknown, malformed or unlisted helper", async () => {
    for (const url of [
      "/maid/NoSuchHelper1",
      "/maid/x",
      `/maid/${"a".repeat(40)}`,
      "/maid/%E0%A4%AA%E0%A4%BE",
      `/maid/${pending.publicId}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
      expect(meta(response.body, "robots"), url).toBe("noindex");
      expect(canonical(response.body), url).toBeUndefined();
      expect(title(response.body), url).toBe(pageTitle("Page not found"));
    }
  });

  it("shows what a link-preview fetcher asks for without Accept: text/html, and answers HEAD", async () => {
    const url = `/maid/${approved[1]!.publicId}`;
    for (const headers of [{ accept: "*/*" }, {}] as Record<string, string>[]) {
      const response = await page(url, headers);
      expect(response.statusCode).toBe(200);
      expect(meta(response.body, "og:image")).toMatch(/^https:\/\/sahayi\.example\/media\//);
    }
    const head = await ctx.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: "HEAD", url: "/maid/NoSuchHelper1" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a plan's page", () => {
  it("answers 200 with the plan's name and its price with GST, for a plan on sale", async () => {
    const plan = await firstSubscriptionPlan(ctx.db);
    const html = (await page(`/plan-details/${plan.id}`)).body;
    expect(title(html)).toBe(pageTitle(plan.title));
    expect(canonical(html)).toBe(`${ORIGIN}/plan-details/${plan.id}`);
    expect(meta(html, "description")).toContain(
      describePrice(paiseToRupees(plan.pricePaise)).sentence,
    );
  });

  it("answers 404 with the app for an unknown, malformed, withdrawn or registration plan", async () => {
    const [withdrawn, registration] = await ctx.db
      .insert(plans)
      .values([
        { kind: "subscription", name: "Old", title: "Old Plan", pricePaise: 100, active: false },
        { kind: "maid_registration", name: "Fee", title: "Fee", pricePaise: 100 },
      ])
      .returning();
    for (const url of [
      "/plan-details/987654",
      "/plan-details/0",
      "/plan-details/abc",
      "/plan-details/99999999999",
      `/plan-details/${withdrawn!.id}`,
      `/plan-details/${registration!.id}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
      expect(meta(response.body, "robots"), url).toBe("noindex");
      expect(title(response.body), url).toBe(pageTitle("Page not found"));
    }
    const head = await ctx.app.inject({ method: "HEAD", url: "/plan-details/987654" });
    expect(head.statusCode).toBe(404);
  });
});

describe("a category's page", () => {
  it("names the category and shows its banner", async () => {
    const [category] = await ctx.db.select().from(categories).orderBy(asc(categories.id));
    const url = `/category?category=${encodeURIComponent(category!.name)}&category_id=${category!.id}`;
    const html = (await page(url)).body;
    expect(title(html)).toBe(escapeHtml(pageTitle(category!.name)));
    expect(meta(html, "description")).toContain(category!.name.toLowerCase());
    expect(meta(html, "og:image")).toBe(`${ORIGIN}${mediaUrl(category!.bannerImage)}`);
    expect(canonical(html)).toBe(escapeHtml(`${ORIGIN}${url}`));
  });

  it("answers 404 for an unknown or missing category", async () => {
    for (const url of [
      "/category?category_id=999999",
      "/category?category_id=abc",
      "/category?category_id=99999999999999",
      "/category",
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

describe("the other pages", () => {
  it("give every fixed page its title, description, canonical address and the site's picture", async () => {
    const siteNumber: string = (await ctx.app.inject({ url: "/api/user/homepage" })).json().settings
      .whatsapp_number;
    for (const [pathname, text] of Object.entries(STATIC_PAGES)) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(200);
      const html = response.body;
      expect(title(html), pathname).toBe(escapeHtml(pageTitle(text.title)));
      expect(meta(html, "description"), pathname).toBe(text.description);
      expect(meta(html, "og:description"), pathname).toBe(text.description);
      expect(canonical(html), pathname).toBe(`${ORIGIN}${pathname}`);
      expect(meta(html, "og:image"), pathname).toBe(`${ORIGIN}/og-image.png`);
      // The home page's answers carry the site's own number, which its footer shows; no other.
      expect(html.replaceAll(siteNumber, ""), pathname).not.toMatch(PHONE_LIKE);
    }
  });

  it("asks search engines not to index a person's own pages", async () => {
    for (const pathname of ["/profile", "/profile/maids", "/auth/login", "/payment-failed"]) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(200);
      expect(meta(response.body, "robots"), pathname).toBe("noindex");
      expect(canonical(response.body), pathname).toBeUndefined();
    }
  });

  it("answers 404 for an address the app has no page for", async () => {
    for (const pathname of ["/no-such-page", "/maid", "/search/extra", "/about/us"]) {
      const response = await page(pathname);
      expect(response.statusCode, pathname).toBe(404);
      expect(response.body, pathname).toContain('<div id="root">');
    }
  });
});
