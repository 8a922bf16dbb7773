import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { REPO_ROOT } from "../config.ts";
import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema.ts";

/**
 * The policy pages' first texts, one Markdown file per page named by its slug, with a short
 * header giving its title and the date it was last changed, and beside it its Malayalam
 * translation, `<slug>.ml.md`, of the same date. Read from the source tree (the compiled API
 * has no copy), which `npm start` builds in place.
 */
export const SEED_PAGES_DIR = path.join(REPO_ROOT, "apps/api/src/seed/data/pages");

const MALAYALAM = ".ml.md";

interface SeedText {
  slug: string;
  title: string;
  markdown: string;
  updatedAt: Date;
}

export interface SeedPage extends SeedText {
  /** The Malayalam translation, when the page has one. */
  titleMl: string | null;
  markdownMl: string | null;
}

const HEADER = /^---\ntitle: (.+)\nupdated: (\d{4}-\d{2}-\d{2})\n---\n+/;

/** Reads one file; a file without the header is a mistake in the repository, said loudly. */
export function parseSeedPage(slug: string, text: string): SeedText {
  const header = HEADER.exec(text.replace(/\r\n/g, "\n"));
  if (!header) {
    throw new Error(`${slug}.md must start with ---, title: ..., updated: YYYY-MM-DD, ---`);
  }
  const [whole, title = "", updated = ""] = header;
  return {
    slug,
    title: title.trim(),
    markdown: text.replace(/\r\n/g, "\n").slice(whole.length).trimEnd(),
    updatedAt: new Date(`${updated}T00:00:00+05:30`),
  };
}

/**
 * A page with its translation. A translation dated other than its English translates some
 * other text: a mistake in the repository, said loudly rather than shown.
 */
export function withTranslation(english: SeedText, malayalam: SeedText | undefined): SeedPage {
  if (malayalam && malayalam.updatedAt.getTime() !== english.updatedAt.getTime()) {
    throw new Error(`${english.slug}${MALAYALAM} must carry the date of ${english.slug}.md`);
  }
  return {
    ...english,
    titleMl: malayalam?.title ?? null,
    markdownMl: malayalam?.markdown ?? null,
  };
}

export async function readSeedPages(dir: string = SEED_PAGES_DIR): Promise<SeedPage[]> {
  const names = (await readdir(dir)).sort();
  const read = (name: string, slug: string) =>
    readFile(path.join(dir, name), "utf8").then((text) => parseSeedPage(slug, text));
  return Promise.all(
    names
      .filter((name) => name.endsWith(".md") && !name.endsWith(MALAYALAM))
      .map(async (name) => {
        const slug = name.slice(0, -".md".length);
        const translation = names.includes(`${slug}${MALAYALAM}`)
          ? await read(`${slug}${MALAYALAM}`, slug)
          : undefined;
        return withTranslation(await read(name, slug), translation);
      }),
  );
}

/**
 * Adds the pages that are missing; a page the admin has edited is never overwritten. A page
 * with no current translation (none, or one of an English since changed) gets the
 * repository's, but only while its English is the text that was translated.
 */
export async function seedContentPages(db: Db): Promise<void> {
  const pages = await readSeedPages();
  await db
    .insert(contentPages)
    .values(
      pages.map((page) => ({
        ...page,
        translatedFrom: page.markdownMl === null ? null : page.markdown,
      })),
    )
    .onConflictDoNothing({ target: contentPages.slug });
  for (const page of pages) {
    if (page.markdownMl === null) continue;
    await db
      .update(contentPages)
      .set({ titleMl: page.titleMl, markdownMl: page.markdownMl, translatedFrom: page.markdown })
      .where(
        and(
          eq(contentPages.slug, page.slug),
          eq(contentPages.markdown, page.markdown),
          or(
            isNull(contentPages.translatedFrom),
            ne(contentPages.translatedFrom, contentPages.markdown),
          ),
        ),
      );
  }
}
