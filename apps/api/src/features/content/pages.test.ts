import {
  CONTACT_REPORT_WINDOW_DAYS,
  type ContentPage,
  contentMessages,
  contentPageSchema,
  contentPageSlugs,
  contentPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contentPages } from "../../db/schema.ts";
import {
  parseSeedPage,
  readSeedPages,
  seedContentPages,
  withTranslation,
} from "../../seed/pages.ts";
import { getSettings } from "./service.ts";

const ctx = useTestApp();

async function page(slug: string, language?: string) {
  const answer = await ctx.app.inject({
    url: contentPaths.contentPageOf(slug),
    ...(language && { headers: { "accept-language": language } }),
  });
  return {
    answer,
    page: answer.statusCode === 200 ? contentPageSchema.parse(answer.json()) : null,
  };
}

/** Writes a page's Markdown the way the admin's editor will, and gives the page to read back. */
async function withMarkdown(markdown: string): Promise<ContentPage> {
  const slug = `test-${Math.random().toString(36).slice(2)}`;
  await ctx.db.insert(contentPages).values({ slug, title: "Test page", markdown });
  const { answer, page: read } = await page(slug);
  expect(answer.statusCode).toBe(200);
  return read!;
}

describe("GET /api/content/:slug", () => {
  it("serves the four policy pages of product §2, seeded from the repository's files", async () => {
    const files = await readSeedPages();
    expect(files.map((f) => f.slug).sort()).toEqual([...contentPageSlugs].sort());
    for (const file of files) {
      const { answer, page: read } = await page(file.slug);
      expect(answer.statusCode, file.slug).toBe(200);
      expect(read).toMatchObject({ slug: file.slug, title: file.title });
      expect(new Date(read!.updated_at).getTime()).toBe(file.updatedAt.getTime());
      expect(answer.headers["cache-control"]).toMatch(/^public/);
    }
  });

  it("serves each page's Malayalam translation to a Malayalam request, in the English's shape", async () => {
    const settings = await getSettings({ db: ctx.db });
    const shape = (html: string) => ({
      headings: html.match(/<h[2-4]>/g)?.length ?? 0,
      items: html.match(/<li>/g)?.length ?? 0,
      links: [...html.matchAll(/href="([^"]*)"/g)].map((link) => link[1]).sort(),
    });
    for (const file of await readSeedPages()) {
      expect(file.titleMl, file.slug).toMatch(/^[^A-Za-z]+$/);
      const malayalam = await page(file.slug, "ml-IN,ml;q=0.9,en;q=0.8");
      const english = await page(file.slug, "en");
      expect(malayalam.page, file.slug).toMatchObject({ title: file.titleMl, language: "ml" });
      expect(english.page, file.slug).toMatchObject({ title: file.title, language: "en" });
      expect(malayalam.page!.updated_at).toBe(english.page!.updated_at);
      expect(shape(malayalam.page!.html), file.slug).toEqual(shape(english.page!.html));
      expect(malayalam.page!.html).not.toMatch(/\{\{/);
      if (english.page!.html.includes(settings.email)) {
        expect(malayalam.page!.html, file.slug).toContain(`mailto:${settings.email}`);
      }
      expect(malayalam.answer.headers.vary).toContain("Accept-Language");
    }
  });

  it("answers a Malayalam request for a page with no translation in English, saying so", async () => {
    const read = await withMarkdown("Only in English.");
    const asked = await page(read.slug, "ml");
    expect(asked.page).toMatchObject({ title: "Test page", language: "en" });
    expect(asked.page!.html).toBe("<p>Only in English.</p>\n");
  });

  it("says the spec's words on cancellation and shipping, and that checkout adds GST", async () => {
    const cancellation = (await page("cancellation-and-refund")).page!;
    expect(cancellation.html).toContain("<p>No cancellations &amp; Refunds are entertained</p>");
    expect(cancellation.html).toContain("checkout adds CGST and SGST at 9 % each (18 % GST)");
    expect(cancellation.updated_at).toBe("2026-11-25T18:30:00.000Z"); // midnight, India time
    const terms = (await page("terms-and-conditions")).page!;
    expect(terms.html).toContain("GST is added to the price at checkout");
    expect(terms.html).not.toContain("Prices include");
    // What a contact that did not work costs: the report window, and the enquiry coming back.
    expect(cancellation.html).toContain(`report it within ${CONTACT_REPORT_WINDOW_DAYS} days`);
    expect(cancellation.html).toContain("the enquiry comes back to your plan");
    expect(cancellation.html).toContain("Maids tab");
    const shipping = (await page("shipping-and-delivery")).page!;
    expect(shipping.html).toContain("<p>Shipping is not applicable for business.</p>");
  });

  it("fills the grievance officer's contact in the privacy policy from the site settings", async () => {
    const settings = await getSettings({ db: ctx.db });
    const privacy = (await page("privacy-policy")).page!;
    expect(privacy.html).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy.html).toContain(`<a href="mailto:${settings.email}">${settings.email}</a>`);
    const digits = settings.whatsapp_number;
    expect(privacy.html).toContain(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    expect(privacy.html).toContain(settings.address);
    expect(privacy.html).not.toMatch(/\{\{/);
  });

  it("fills only the settings' own placeholders and leaves other braces as written", async () => {
    const settings = await getSettings({ db: ctx.db });
    const read = await withMarkdown(
      "Write to {{ email }}; {{constructor}}, {{toString}}, {{7*7}} and {{unknown}} stay.",
    );
    expect(read.html).toBe(
      `<p>Write to <a href="mailto:${settings.email}">${settings.email}</a>; {{constructor}}, {{toString}}, {{7*7}} and {{unknown}} stay.</p>\n`,
    );
  });

  it("renders Markdown to HTML: headings below the page's h1, lists, emphasis, links", async () => {
    const read = await withMarkdown(
      "# Title in text\n\n## Part\n\nSome **bold** and _soft_ words.\n\n- one\n- two\n\n1. first\n\n[Pricing](/subscriptions) and [RBI](https://rbi.org.in) and <care@x.example>",
    );
    expect(read.html).toContain("<h2>Title in text</h2>");
    expect(read.html).toContain("<h2>Part</h2>");
    expect(read.html).toContain("<strong>bold</strong>");
    expect(read.html).toContain("<em>soft</em>");
    expect(read.html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(read.html).toContain("<ol>\n<li>first</li>\n</ol>");
    expect(read.html).toContain('<a href="/subscriptions">Pricing</a>');
    expect(read.html).toContain(
      '<a href="https://rbi.org.in" rel="noopener noreferrer nofollow" target="_blank">RBI</a>',
    );
    expect(read.html).toContain('<a href="mailto:care@x.example">care@x.example</a>');
    expect(read.html).not.toContain("<h1");
  });

  it("never lets a script, an event handler or a javascript: link through", async () => {
    const read = await withMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(2)">',
        "[click](javascript:alert(3))",
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
        '<a href="javascript:alert(4)">raw</a>',
        "<iframe src=https://evil.example></iframe>",
        '<p style="background:url(x)">styled</p>',
        // Markdown that markdown-it itself turns into tags; the allow-list removes them.
        "![pixel](data:image/gif;base64,R0lGODlhAQABAAAAACw=)",
        "[files](ftp://files.example/x)",
      ].join("\n\n"),
    );
    // Every real tag left is one of the allowed, with no attribute but a safe link's.
    const tags = [...read.html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)];
    for (const [, name, attributes] of tags) {
      expect(["p", "a"]).toContain(name);
      if (name === "a" && attributes === "") continue; // the ftp link, its href removed
      expect(attributes).toMatch(
        /^(| href="https:\/\/[^"]*" rel="noopener noreferrer nofollow" target="_blank")$/,
      );
    }
    expect(read.html).toContain("<p><a>files</a></p>");
    expect(read.html).not.toContain("pixel");
    // Raw HTML in the text is shown as text, so the admin sees what went wrong.
    expect(read.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("answers 404 with the error shape for a slug that has no page", async () => {
    for (const slug of [
      "no-such-page",
      "Privacy-Policy",
      "privacy-policy.md",
      "..%2f..%2fetc",
      "privacy-policy%00",
      "%F0%9F%99%82",
    ]) {
      const { answer } = await page(slug);
      expect(answer.statusCode, slug).toBe(404);
      expect(answer.json()).toEqual({ error: contentMessages.pageNotFound, code: "NOT_FOUND" });
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("shows the admin's edit and its date at once when the cache is off", async () => {
    const slug = "shipping-and-delivery";
    const [before] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    const edited = new Date("2026-01-02T03:04:05.000Z");
    try {
      await ctx.db
        .update(contentPages)
        .set({ markdown: "Shipping is still not applicable.", updatedAt: edited })
        .where(eq(contentPages.slug, slug));
      const read = (await page(slug)).page!;
      expect(read.html).toBe("<p>Shipping is still not applicable.</p>\n");
      expect(read.updated_at).toBe(edited.toISOString());
    } finally {
      await ctx.db.update(contentPages).set(before!).where(eq(contentPages.slug, slug));
    }
  });
});

describe("seeding the policy pages", () => {
  it("adds a missing page and never overwrites one the admin has edited", async () => {
    const [terms, privacy] = ["terms-and-conditions", "privacy-policy"];
    const [before] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, terms!));
    try {
      await ctx.db
        .update(contentPages)
        .set({ markdown: "Edited by the admin." })
        .where(eq(contentPages.slug, terms!));
      await ctx.db.delete(contentPages).where(eq(contentPages.slug, privacy!));
      await seedContentPages(ctx.db);
      const rows = await ctx.db.select().from(contentPages);
      expect(rows.find((row) => row.slug === terms)?.markdown).toBe("Edited by the admin.");
      const file = (await readSeedPages()).find((page) => page.slug === privacy)!;
      expect(rows.find((row) => row.slug === privacy)).toMatchObject({
        title: file.title,
        markdown: file.markdown,
      });
    } finally {
      await ctx.db.update(contentPages).set(before!).where(eq(contentPages.slug, terms!));
    }
  });

  it("fills a missing translation, but only while the English is the text translated", async () => {
    const slug = "terms-and-conditions";
    const file = (await readSeedPages()).find((seeded) => seeded.slug === slug)!;
    const [before] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    const row = async () =>
      (await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug)))[0]!;
    const untranslated = { titleMl: null, markdownMl: null, translatedFrom: null };
    try {
      // A database from before the translations, its date moved by a later data migration.
      await ctx.db
        .update(contentPages)
        .set({ ...untranslated, updatedAt: new Date() })
        .where(eq(contentPages.slug, slug));
      await seedContentPages(ctx.db);
      expect(await row()).toMatchObject({
        titleMl: file.titleMl,
        markdownMl: file.markdownMl,
        translatedFrom: file.markdown,
      });

      // The admin rewrote the English: the repository's translation is of another text.
      const rewritten = `${file.markdown}\n\nA sentence the admin added.`;
      await ctx.db
        .update(contentPages)
        .set({ ...untranslated, markdown: rewritten })
        .where(eq(contentPages.slug, slug));
      await seedContentPages(ctx.db);
      expect(await row()).toMatchObject(untranslated);
    } finally {
      await ctx.db.update(contentPages).set(before!).where(eq(contentPages.slug, slug));
    }
  });

  it("shows a translation only while the English is the one it translates", async () => {
    const slug = "privacy-policy";
    const [before] = await ctx.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    expect((await page(slug, "ml")).page).toMatchObject({ language: "ml" });
    try {
      await ctx.db
        .update(contentPages)
        .set({ markdown: `${before!.markdown}\n\nA sentence the admin added.` })
        .where(eq(contentPages.slug, slug));
      const changed = (await page(slug, "ml")).page!;
      expect(changed).toMatchObject({ title: before!.title, language: "en" });
      expect(changed.html).toContain("A sentence the admin added.");
    } finally {
      await ctx.db.update(contentPages).set(before!).where(eq(contentPages.slug, slug));
    }
  });

  it("refuses a translation dated other than its English, naming it", () => {
    const english = parseSeedPage("x", "---\ntitle: A Page\nupdated: 2024-12-21\n---\nText.");
    const same = parseSeedPage("x", "---\ntitle: ഒരു പേജ്\nupdated: 2024-12-21\n---\nവാക്ക്.");
    expect(withTranslation(english, same)).toMatchObject({
      title: "A Page",
      titleMl: "ഒരു പേജ്",
      markdownMl: "വാക്ക്.",
    });
    expect(withTranslation(english, undefined)).toMatchObject({ titleMl: null, markdownMl: null });
    const older = parseSeedPage("x", "---\ntitle: ഒരു പേജ്\nupdated: 2024-12-20\n---\nവാക്ക്.");
    expect(() => withTranslation(english, older)).toThrow(/x\.ml\.md .* x\.md/);
  });

  it("reads a file's header and refuses a file without one, naming it", () => {
    const page = parseSeedPage(
      "x",
      "---\r\ntitle: A Page \r\nupdated: 2024-12-21\r\n---\r\n\nText.\n\n",
    );
    expect(page).toEqual({
      slug: "x",
      title: "A Page",
      markdown: "Text.",
      updatedAt: new Date("2024-12-20T18:30:00.000Z"),
    });
    expect(() => parseSeedPage("broken", "# No header\n")).toThrow(/broken\.md/);
  });
});
