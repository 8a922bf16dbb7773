import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  BANNER_BACKDROP,
  BANNER_BOX,
  IMAGE_SIZES,
  imageVariant,
  mediaUrl,
  PRELOADED_ANSWERS_ELEMENT_ID,
  preloadedAnswerKey,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { indexHtml, useSeoApp } from "../../../test/helpers/seo-pages.ts";
import { createTestContext } from "../../../test/helpers/test-app.ts";
import { banners } from "../../db/schema.ts";
import { type CreatedHelper, createHelper } from "../../seed/factories/helper.ts";

const { ctx, seeded, page } = useSeoApp();
let approved: CreatedHelper[];
let pending: CreatedHelper;
beforeAll(() => {
  ({ approved, pending } = seeded);
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

  it("on a Malayalam page, preloads its words' code and body font and writes its font in", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "sahayi-seo-ml-"));
    try {
      mkdirSync(path.join(dist, "assets"));
      const fontCss = "@font-face{font-family:Noto Sans Malayalam;src:url(/assets/ml-400.woff2)}";
      writeFileSync(path.join(dist, "assets/malayalam-font-z9.css"), fontCss);
      writeFileSync(path.join(dist, "index.html"), indexHtml);
      const assets = {
        scripts: ["assets/messages-m1.js", "assets/filters-f2.js"],
        stylesheet: "assets/malayalam-font-z9.css",
        font: "assets/ml-400.woff2",
      };
      writeFileSync(path.join(dist, "malayalam-assets.json"), JSON.stringify(assets));
      const built = await createTestContext({ webDist: dist });
      try {
        const page = async (url: string) =>
          (await built.app.inject({ url, headers: { accept: "text/html" } })).body;
        const malayalam = await page("/ml/search");
        for (const file of assets.scripts) {
          expect(malayalam).toContain(`<link rel="modulepreload" crossorigin href="/${file}" />`);
        }
        expect(malayalam).toContain(
          '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/ml-400.woff2" />',
        );
        expect(malayalam).toContain(`<style>${fontCss}</style>`);
        expect(malayalam).toContain(
          '<link rel="stylesheet" href="/assets/malayalam-font-z9.css" disabled />',
        );
        // An English page carries none of it.
        const english = await page("/search");
        for (const name of ["messages-m1", "ml-400", "malayalam-font"]) {
          expect(english).not.toContain(name);
        }

        // A name that is not an asset of the build is never written into a page.
        writeFileSync(
          path.join(dist, "malayalam-assets.json"),
          JSON.stringify({ ...assets, font: "../../etc/passwd" }),
        );
        const again = await createTestContext({ webDist: dist });
        try {
          const html = (
            await again.app.inject({ url: "/ml/search", headers: { accept: "text/html" } })
          ).body;
          expect(html).not.toContain("passwd");
          expect(html).not.toContain("messages-m1");
        } finally {
          await again.app.close();
          await again.database.close();
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
