import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  BANNER_BACKDROP,
  BANNER_BOX,
  describePrice,
  IMAGE_SIZES,
  imageVariant,
  isPrivatePage,
  mediaUrl,
  PRELOADED_ANSWERS_ELEMENT_ID,
  PRIVATE_PAGE_PREFIXES,
  pageTitle,
  paiseToRupees,
  preloadedAnswerKey,
  STATIC_PAGES,
} from "@sahayi/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  beforeAllOrFail,
  createTestContext,
  type TestContext,
  useTestApp,
} from "../../../test/helpers/test-app.ts";
import { REPO_ROOT } from "../../config.ts";
import { type CreatedHelper, createHelper, createHelpers } from "../../db/factories/helper.ts";
import { banners, categories, constituencies, districts, helpers, plans } from "../../db/schema.ts";
import { escapeHtml } from "./page-head.ts";

/** The web app's own index.html (its source: the build keeps the head as it is). */
const webDist = mkdtempSync(path.join(tmpdir(), "sahayi-seo-web-"));
const indexHtml = readFileSync(path.join(REPO_ROOT, "apps/web/index.html"), "utf8");
writeFileSync(path.join(webDist, "index.html"), indexHtml);

const ORIGIN = "https://sahayi.example";
const ctx = useTestApp({ webDist, publicOrigin: ORIGIN });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

let approved: CreatedHelper[];
let pending: CreatedHelper;
let hostile: CreatedHelper;
const HOSTILE_NAME = `Asha "><script>alert('x')</script> & 9876543210`;

beforeAllOrFail(async () => {
  const factory = { db: ctx.db, storage: ctx.storage };
  approved = await createHelpers(factory, { count: 6, seed: 31, maxGallery: 1 });
  hostile = await createHelper(factory, { name: HOSTILE_NAME, experienceYears: 1 });
  approved.push(hostile);
  pending = await createHelper(factory, {}, { status: "pending" });
});

function page(url: string, headers: Record<string, string> = { accept: "text/html" }) {
  return ctx.app.inject({ url, headers });
}

/** The content of `<meta {key}="{name}" content="…">`, unescaped. */
function meta(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** A phone number: ten digits in a row. */
const PHONE_LIKE = /\d{10}/;

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
    const [plan] = await ctx.db
      .select()
      .from(plans)
      .where(eq(plans.kind, "subscription"))
      .orderBy(asc(plans.id))
      .limit(1);
    const html = (await page(`/plan-details/${plan!.id}`)).body;
    expect(title(html)).toBe(pageTitle(plan!.title));
    expect(canonical(html)).toBe(`${ORIGIN}/plan-details/${plan!.id}`);
    expect(meta(html, "description")).toContain(
      describePrice(paiseToRupees(plan!.pricePaise)).sentence,
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

describe("what lets a phone draw a page sooner", () => {
  /** The answers written into a page, by call. */
  function preloaded(html: string): Record<string, unknown> {
    const json = new RegExp(
      `<script type="application/json" id="${PRELOADED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    return json ? JSON.parse(json) : {};
  }

  it("writes in the helper as a visitor gets them from the API, and fetches their photo with the page", async () => {
    const helper = approved[3]!;
    const html = (await page(`/maid/${helper.publicId}`)).body;
    const fromApi = await ctx.app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
    });
    expect(preloaded(html)).toEqual({
      [preloadedAnswerKey("POST", "/api/user/maid-details", { maid_id: helper.publicId })]:
        fromApi.json(),
    });
    expect(fromApi.json().mobile_number).toBeNull();
    expect(html).toContain(
      `<link rel="preload" as="image" href="${mediaUrl(helper.profileImage)}" fetchpriority="high" />`,
    );
  });

  it("writes in the home page's and the first search page's answers", async () => {
    // As the API answers, which already hides the number the hostile helper typed into
    // their name (withoutPhoneNumbers in the contract's text.ts); the page writes no other.
    const home = preloaded((await page("/")).body);
    const homepage = await ctx.app.inject({ url: "/api/user/homepage" });
    expect(home[preloadedAnswerKey("GET", "/api/user/homepage")]).toEqual(homepage.json());
    expect(JSON.stringify(homepage.json())).not.toContain("9876543210");
    const search = preloaded((await page("/search")).body);
    const url = "/api/user/search-maids?page=1&page_size=20";
    expect(search[preloadedAnswerKey("GET", url)]).toEqual((await ctx.app.inject({ url })).json());
    // A filtered search is left to the app.
    expect(preloaded((await page("/search?gender=female")).body)).toEqual({});
  });

  it("paints the home page's first banner before the app's code arrives, in the app's box", async () => {
    const { main_banner } = (await ctx.app.inject({ url: "/api/user/homepage" })).json();
    const [first] = main_banner as { mobile_image: string; desktop_image: string }[];
    expect(first).toBeDefined();
    const html = (await page("/")).body;
    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
    // One picture: the phone's image with its sizes, the desktop's from 768 px, nothing else.
    expect(main.match(/<img /g)).toHaveLength(1);
    expect(main).toContain(`src="${imageVariant(first!.mobile_image, "full")}"`);
    expect(main).toContain(
      `srcset="${imageVariant(first!.mobile_image, "card")} ${IMAGE_SIZES.card}w, ${imageVariant(first!.mobile_image, "full")} ${IMAGE_SIZES.full}w"`,
    );
    expect(main).toContain(
      `<source media="(min-width: 768px)" srcset="${imageVariant(first!.desktop_image, "card")} ${IMAGE_SIZES.card}w, ${imageVariant(first!.desktop_image, "full")} ${IMAGE_SIZES.full}w"`,
    );
    expect(main).toContain(`class="block object-cover ${BANNER_BOX}"`);
    expect(main).toContain(`<div class="${BANNER_BACKDROP}">`);
    // Other pages keep the shell's main empty; so does a home page without banners.
    for (const other of ["/search", `/maid/${approved[0]!.publicId}`, "/about"]) {
      expect(/<main\b[^>]*>\s*<\/main>/.test((await page(other)).body), other).toBe(true);
    }
    await ctx.db.update(banners).set({ active: false }).where(eq(banners.kind, "main"));
    try {
      const bare = (await page("/")).body;
      expect(/<main\b[^>]*>\s*<\/main>/.test(bare)).toBe(true);
    } finally {
      await ctx.db.update(banners).set({ active: true }).where(eq(banners.kind, "main"));
    }
  });

  it("writes nothing into a 404", async () => {
    expect(preloaded((await page(`/maid/${pending.publicId}`)).body)).toEqual({});
  });

  it("inlines the stylesheet and preloads the page's own code from the build", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "sahayi-seo-built-"));
    try {
      mkdirSync(path.join(dist, "assets"));
      const css = "body{color:red}";
      writeFileSync(path.join(dist, "assets/index-abc.css"), css);
      writeFileSync(
        path.join(dist, "index.html"),
        indexHtml.replace(
          "</head>",
          '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
        ),
      );
      writeFileSync(
        path.join(dist, "page-chunks.json"),
        JSON.stringify({ "/maid/:maidId": ["assets/maid-page-x1.js", "assets/shared-y2.js"] }),
      );
      const built = await createTestContext({ webDist: dist });
      try {
        const html = (
          await built.app.inject({ url: "/maid/Xy3abc123456", headers: { accept: "text/html" } })
        ).body;
        expect(html).toContain(`<style>${css}</style>`);
        // Only as a disabled link, which the browser does not fetch: Vite's loader of lazy
        // pages sees by it that the stylesheet is here.
        expect(html.match(/<link[^>]*index-abc\.css[^>]*>/g)).toEqual([
          '<link rel="stylesheet" href="/assets/index-abc.css" disabled />',
        ]);
        // An unknown helper is a 404: no code preloaded for a page that is not there.
        expect(html).not.toContain("modulepreload");
        const search = (
          await built.app.inject({ url: "/search", headers: { accept: "text/html" } })
        ).body;
        expect(search).not.toContain("modulepreload");
        const helper = await createHelper({ db: built.db, storage: built.storage });
        const found = (
          await built.app.inject({
            url: `/maid/${helper.publicId}`,
            headers: { accept: "text/html" },
          })
        ).body;
        for (const file of ["assets/maid-page-x1.js", "assets/shared-y2.js"]) {
          expect(found).toContain(`<link rel="modulepreload" crossorigin href="/${file}" />`);
        }
      } finally {
        await built.app.close();
        await built.database.close();
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
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
