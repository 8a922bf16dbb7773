import {
  describePrice,
  maidPageTitle,
  PRIVATE_PAGE_PREFIXES,
  pageTitle,
  paiseToRupees,
  SITE_NAME,
  STATIC_PAGES,
} from "@sahayi/contract";
import {
  categoryDescriptionMl,
  maidDescriptionMl,
  maidPageTitleMl,
  maidPhotoAltMl,
  planDescriptionMl,
  SITE_TAGLINE_ML,
  STATIC_PAGES_ML,
} from "@sahayi/contract/i18n/ml/site-pages";
import { describe, expect, it } from "vitest";
import { MALAYALAM, maidDetails } from "../../../test/helpers/maid-details.ts";
import {
  canonical,
  firstSubscriptionPlan,
  meta,
  ORIGIN,
  title,
  useSeoApp,
} from "../../../test/helpers/seo-pages.ts";
import { createTestContext } from "../../../test/helpers/test-app.ts";
import { createHelpers } from "../../seed/factories/helper.ts";
import { escapeHtml } from "./page-head.ts";

const { webDist, ctx, seeded, page } = useSeoApp();

const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];

/** Each `<link rel="alternate" hreflang>` of a page, by language. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );

/** What a page in both languages names as its versions: English is also the default. */
const versions = (englishPath: string) => ({
  en: escapeHtml(`${ORIGIN}${englishPath}`),
  ml: escapeHtml(`${ORIGIN}/ml${englishPath === "/" ? "/" : englishPath}`),
  "x-default": escapeHtml(`${ORIGIN}${englishPath}`),
});

const titleMl = (pageName: string | undefined) =>
  pageName ? `${pageName} · ${SITE_NAME}` : `${SITE_NAME} – ${SITE_TAGLINE_ML}`;

describe("a Malayalam page's served HTML", () => {
  it("is in Malayalam at /ml/…, names both versions and is canonical at its own address", async () => {
    for (const [pathname, text] of Object.entries(STATIC_PAGES_ML)) {
      const address = pathname === "/" ? "/ml/" : `/ml${pathname}`;
      const response = await page(address);
      expect(response.statusCode, address).toBe(200);
      const html = response.body;
      expect(htmlLang(html), address).toBe("ml");
      expect(title(html), address).toBe(escapeHtml(titleMl(text.title)));
      expect(meta(html, "description"), address).toBe(text.description);
      expect(meta(html, "og:locale"), address).toBe("ml_IN");
      expect(canonical(html), address).toBe(`${ORIGIN}${address}`);
      expect(meta(html, "og:url"), address).toBe(`${ORIGIN}${address}`);
      expect(alternates(html), address).toEqual(versions(pathname));
    }
  });

  it("is the same page at /ml and /ml/, with the query kept out of the canonical address", async () => {
    for (const address of ["/ml", "/ml/", "/ml/?utm_source=x"]) {
      const html = (await page(address)).body;
      expect(canonical(html), address).toBe(`${ORIGIN}/ml/`);
      expect(htmlLang(html), address).toBe("ml");
    }
    const search = (await page("/ml/search?district=1&age=18-25")).body;
    expect(canonical(search)).toBe(`${ORIGIN}/ml/search`);
  });

  it("of a helper names the helper's page in both languages", async () => {
    const helper = seeded.approved[0];
    const address = `/ml/maid/${helper?.publicId}`;
    const response = await page(address);
    expect(response.statusCode).toBe(200);
    expect(htmlLang(response.body)).toBe("ml");
    expect(canonical(response.body)).toBe(`${ORIGIN}${address}`);
    expect(alternates(response.body)).toEqual(versions(`/maid/${helper?.publicId}`));
  });

  it("of a helper and a category says them in Malayalam, the names from their Malayalam lists", async () => {
    for (const helper of seeded.approved) {
      const english = await maidDetails(ctx.app, helper.publicId);
      const { maid } = await maidDetails(ctx.app, helper.publicId, MALAYALAM);
      const html = (await page(`/ml/maid/${helper.publicId}`)).body;
      expect(title(html)).toBe(escapeHtml(pageTitle(maidPageTitleMl(maid))));
      expect(meta(html, "description")).toBe(maidDescriptionMl(maid));
      expect(meta(html, "og:image:alt")).toBe(maidPhotoAltMl(maid.name));
      // The English page keeps its English head, cached apart.
      const englishHtml = (await page(`/maid/${helper.publicId}`)).body;
      expect(title(englishHtml)).toBe(escapeHtml(pageTitle(maidPageTitle(english.maid))));
    }
    const [card] = (await ctx.app.inject({ url: "/api/user/homepage", headers: MALAYALAM })).json()
      .category as { id: number; name: string }[];
    const html = (await page(`/ml/category?category_id=${card!.id}`)).body;
    expect(title(html)).toBe(escapeHtml(pageTitle(card!.name)));
    expect(meta(html, "description")).toBe(categoryDescriptionMl(card!.name));
    expect(title((await page(`/category?category_id=${card!.id}`)).body)).not.toContain(card!.name);
  });

  it("of a plan says what it gives in Malayalam, its price as a sum, cached apart from English", async () => {
    const plan = await firstSubscriptionPlan(ctx.db);
    const price = describePrice(paiseToRupees(plan.pricePaise)).sentence;
    const english = (await page(`/plan-details/${plan.id}`)).body;
    const html = (await page(`/ml/plan-details/${plan.id}`)).body;
    expect(htmlLang(html)).toBe("ml");
    expect(title(html)).toBe(escapeHtml(pageTitle(plan.title)));
    expect(meta(html, "description")).toBe(escapeHtml(planDescriptionMl(plan, price)));
    expect(meta(html, "description")).toContain(`${plan.tenureDays} ദിവസത്തേക്ക്`);
    expect(canonical(html)).toBe(`${ORIGIN}/ml/plan-details/${plan.id}`);
    expect(meta(english, "description")).toContain(`helpers for ${plan.tenureDays} days`);
    expect(meta((await page(`/plan-details/${plan.id}`)).body, "description")).toBe(
      meta(english, "description"),
    );
  });

  it("keeps a person's own pages out of the index and answers 404 where English does", async () => {
    for (const address of ["/ml/profile", "/ml/auth/login"]) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(200);
      expect(meta(response.body, "robots"), address).toBe("noindex");
      expect(alternates(response.body), address).toEqual({});
    }
    for (const address of ["/ml/no-such-page", `/ml/maid/${seeded.pending.publicId}`]) {
      const response = await page(address);
      expect(response.statusCode, address).toBe(404);
      expect(htmlLang(response.body), address).toBe("ml");
    }
  });
});

describe("an English page's served HTML", () => {
  it("stays at its address in English and names its Malayalam version", async () => {
    for (const [pathname, text] of Object.entries(STATIC_PAGES)) {
      const html = (await page(pathname)).body;
      expect(htmlLang(html), pathname).toBe("en");
      expect(title(html), pathname).toBe(escapeHtml(pageTitle(text.title)));
      expect(meta(html, "og:locale"), pathname).toBe("en_IN");
      expect(canonical(html), pathname).toBe(`${ORIGIN}${pathname}`);
      expect(alternates(html), pathname).toEqual(versions(pathname));
    }
    // Not a Malayalam address: only /ml and what is under it are.
    expect((await page("/mlx")).statusCode).toBe(404);
  });
});

/** Every `<loc>` of a sitemap file, with the versions it names. */
function mlUrls(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>[^<]*<\/lastmod>(.*?)<\/url>/g)].map(
    (match) => ({
      loc: match[1] ?? "",
      versions: Object.fromEntries(
        [...(match[2] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]*)"/g)].map((link) => [
          link[1],
          link[2],
        ]),
      ),
    }),
  );
}
const englishLocs = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

describe("the Malayalam sitemap", () => {
  it("lists the Malayalam address of every page English's lists, each naming both versions", async () => {
    const english = englishLocs((await ctx.app.inject({ url: "/sitemap.xml" })).body);
    const response = await ctx.app.inject({ url: "/ml/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const listed = mlUrls(response.body);
    expect(english.length).toBeGreaterThan(0);
    expect(listed).toHaveLength(english.length);
    for (const [index, englishLoc] of english.entries()) {
      const path = englishLoc.slice(ORIGIN.length);
      const malayalam = `${ORIGIN}/ml${path === "/" ? "/" : path}`;
      expect(listed[index]?.loc).toBe(malayalam);
      expect(listed[index]?.versions).toEqual({
        en: englishLoc,
        ml: malayalam,
        "x-default": englishLoc,
      });
    }
  });

  it("is named in robots.txt, which keeps crawlers out of the private Malayalam pages too", async () => {
    const lines = (await ctx.app.inject({ url: "/robots.txt" })).body.split("\n");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/ml/sitemap.xml`);
    for (const prefix of PRIVATE_PAGE_PREFIXES) expect(lines).toContain(`Disallow: /ml${prefix}`);
    for (const pathname of Object.keys(STATIC_PAGES)) {
      const malayalam = pathname === "/" ? "/ml/" : `/ml${pathname}`;
      const blocked = lines.some(
        (line) => line.startsWith("Disallow: ") && malayalam.startsWith(line.slice(10)),
      );
      expect(blocked, malayalam).toBe(false);
    }
  });

  it("becomes an index of Malayalam files when English's does", async () => {
    const perFile = 4;
    const split = await createTestContext({
      webDist,
      publicOrigin: ORIGIN,
      sitemapUrlsPerFile: perFile,
    });
    try {
      await createHelpers({ db: split.db, storage: split.storage }, { count: 9, seed: 7 });
      const index = (await split.app.inject({ url: "/ml/sitemap.xml" })).body;
      const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(
        (match) => match[1] ?? "",
      );
      expect(files.length).toBeGreaterThan(2);
      files.forEach((file, i) => {
        expect(file).toBe(`${ORIGIN}/ml/sitemap-${i + 1}.xml`);
      });
      const all: string[] = [];
      for (const file of files) {
        const response = await split.app.inject({ url: new URL(file).pathname });
        expect(response.statusCode, file).toBe(200);
        all.push(...mlUrls(response.body).map((url) => url.loc));
      }
      const english = englishLocs((await split.app.inject({ url: "/sitemap-1.xml" })).body);
      expect(all.length).toBeGreaterThan(english.length);
      expect(all.every((loc) => loc.startsWith(`${ORIGIN}/ml/`))).toBe(true);
      expect(
        (await split.app.inject({ url: `/ml/sitemap-${files.length + 1}.xml` })).statusCode,
      ).toBe(404);
    } finally {
      await split.app.close();
      await split.database.close();
    }
  });
});
