import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../config.ts";
import type { Db } from "../db/client.ts";
import { contentPages } from "../db/schema.ts";

/**
 * The policy pages' first texts, one Markdown file per page named by its slug, with a short
 * header giving its title and the date it was last changed. Read from the source tree (the
 * compiled API has no copy), which `npm start` builds in place.
 */
export const SEED_PAGES_DIR = path.join(REPO_ROOT, "apps/api/src/seed/data/pages");

export interface SeedPage {
  slug: string;
  title: string;
  markdown: string;
  updatedAt: Date;
}

const HEADER = /^---\ntitle: (.+)\nupdated: (\d{4}-\d{2}-\d{2})\n---\n+/;

/** Reads one file; a file without the header is a mistake in the repository, said loudly. */
export function parseSeedPage(slug: string, text: string): SeedPage {
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

export async function readSeedPages(dir: string = SEED_PAGES_DIR): Promise<SeedPage[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (name) =>
      parseSeedPage(name.slice(0, -".md".length), await readFile(path.join(dir, name), "utf8")),
    ),
  );
}

/** Adds the pages that are missing; a page the admin has edited is never overwritten. */
export async function seedContentPages(db: Db): Promise<void> {
  const pages = await readSeedPages();
  await db.insert(contentPages).values(pages).onConflictDoNothing({ target: contentPages.slug });
}
