import { isPrivatePage, PRIVATE_PAGE_PREFIXES, STATIC_PAGES } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { canonical, ORIGIN, useSeoApp } from "../../../test/helpers/seo-pages.ts";
import { createTestContext, type TestContext } from "../../../test/helpers/test-app.ts";
import { categories, helpers } from "../../db/schema.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";
import { escapeHtml } from "./page-head.ts";

const { webDist, ctx, seeded } = useSeoApp();
let pending: CreatedHelper;
beforeAll(() => {
  pending = seeded.pending;
});

describe("robots.txt", () => {
  it("allows the public pages, keeps crawlers out of the API and private pages, and names the sitemap", async () => {
    const response = await ctx.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const prefix of ["/api/", "/profile", "/auth", "/admin", ...PRIVATE_PAGE_PREFIXES]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Nothing public is disallowed.
    const disallowed = lines.filter((line) => line.startsWith("Disallow: "));
    for (const pathname of Object.keys(STATIC_PAGES)) {
      expect(
        disallowed.some((line) => pathname.startsWith(line.slice(10))),
        pathname,
      ).toBe(false);
    }
  });

  it("takes the site's address from the request when PUBLIC_ORIGIN is not set", async () => {
    const local = await createTestContext({ webDist });
    try {
      const response = await local.app.inject({
        url: "/robots.txt",
        headers: { host: "helpers.local:8080" },
      });
      expect(response.body).toContain("Sitemap: http://helpers.local:8080/sitemap.xml");
      const html = (
        await local.app.inject({
          url: "/about",
          headers: { host: "helpers.local:8080", accept: "text/html" },
        })
      ).body;
      expect(canonical(html)).toBe("http://helpers.local:8080/about");
    } finally {
      await local.app.close();
      await local.database.close();
    }
  });
});

/** Every `<loc>` and `<lastmod>` of a sitemap file. */
function urls(xml: string): { loc: string; lastmod: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g)].map(
    (match) => ({ loc: match[1] ?? "", lastmod: match[2] ?? "" }),
  );
}

/** What the sitemap must list, worked out from the tables. */
async function expectedSitemap(context: TestContext) {
  const rows = await context.db
    .select({ publicId: helpers.publicId, updatedAt: helpers.updatedAt })
    .from(helpers)
    .where(eq(helpers.status, "approved"));
  const categoryRows = await context.db.select().from(categories);
  return {
    helpers: new Map(
      rows.map((row) => [
        `${ORIGIN}/maid/${row.publicId}`,
        row.updatedAt.toISOString().slice(0, 10),
      ]),
    ),
    categories: categoryRows.map((category) =>
      escapeHtml(
        `${ORIGIN}/category?category=${encodeURIComponent(category.name)}&category_id=${category.id}`,
      ),
    ),
    fixed: Object.keys(STATIC_PAGES).map((pathname) => `${ORIGIN}${pathname}`),
  };
}

describe("sitemap.xml", () => {
  it("lists the fixed pages, the categories and every approved helper with the day it changed", async () => {
    const response = await ctx.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = urls(response.body);
    const expected = await expectedSitemap(ctx);
    const locs = listed.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        ...expected.fixed,
        ...expected.categories,
        ...expected.helpers.keys(),
      ]),
    );
    expect(locs).toHaveLength(
      expected.fixed.length + expected.categories.length + expected.helpers.size,
    );
    expect(locs).not.toContain(`${ORIGIN}/maid/${pending.publicId}`);
    for (const url of listed) {
      const helperDay = expected.helpers.get(url.loc);
      if (helperDay) expect(url.lastmod, url.loc).toBe(helperDay);
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(locs.some((loc) => isPrivatePage(new URL(loc).pathname))).toBe(false);
  });

  it("becomes an index of files past the addresses one file may hold", async () => {
    const perFile = 4;
    const split = await createTestContext({
      webDist,
      publicOrigin: ORIGIN,
      sitemapUrlsPerFile: perFile,
    });
    try {
      await createHelpers(
        { db: split.db, storage: split.storage },
        { count: 9, seed: 5, maxGallery: 0 },
      );
      const expected = await expectedSitemap(split);
      const total = expected.fixed.length + expected.categories.length + expected.helpers.size;
      const files = Math.ceil(total / perFile);
      expect(files).toBeGreaterThan(2);

      const index = await split.app.inject({ url: "/sitemap.xml" });
      expect(index.body).toContain("<sitemapindex ");
      const listedFiles = [...index.body.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(
        (match) => match[1],
      );
      expect(listedFiles).toEqual(
        Array.from({ length: files }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
      );

      const all: string[] = [];
      for (const file of listedFiles) {
        const response = await split.app.inject({ url: new URL(file ?? "").pathname });
        expect(response.statusCode, file).toBe(200);
        const listed = urls(response.body).map((url) => url.loc);
        expect(listed.length, file).toBeGreaterThan(0);
        expect(listed.length, file).toBeLessThanOrEqual(perFile);
        all.push(...listed);
      }
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort()).toEqual(
        [...expected.fixed, ...expected.categories, ...expected.helpers.keys()].sort(),
      );

      for (const url of [`/sitemap-${files + 1}.xml`, "/sitemap-0.xml", "/sitemap-x.xml"]) {
        expect((await split.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await split.app.close();
      await split.database.close();
    }
  });
});
