import { STATIC_PAGES } from "@sahayi/contract";
import { LOCALES, type Locale, localePath } from "@sahayi/contract/i18n/translate";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, helpers } from "../../db/schema.ts";
import { escapeHtml } from "./page-head.ts";
import { categoryPath } from "./pages.ts";

/** One address in a sitemap: a path on this site and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const XMLNS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_XMLNS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** W3C date (YYYY-MM-DD): what search engines read from lastmod; the time of day adds nothing. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The sitemap of one language's pages. English's lists its addresses as they always were;
 * Malayalam's (/ml/sitemap.xml, named in robots.txt) lists the /ml/ addresses, each with its
 * English and Malayalam versions (hreflang), as search engines read them from a sitemap.
 */
export function urlsetXml(
  entries: readonly SitemapEntry[],
  origin: string,
  locale: Locale = "en",
): string {
  const href = (path: string) => escapeHtml(new URL(path, origin).href);
  const alternates = (path: string) =>
    [
      ...LOCALES.map((language) => [language, localePath(language, path)] as const),
      ["x-default", path] as const,
    ]
      .map(
        ([language, address]) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${href(address)}"/>`,
      )
      .join("");
  const urls = entries.map((entry) =>
    locale === "en"
      ? `<url><loc>${href(entry.path)}</loc><lastmod>${day(entry.lastModified)}</lastmod></url>`
      : `<url><loc>${href(localePath(locale, entry.path))}</loc><lastmod>${day(entry.lastModified)}</lastmod>${alternates(entry.path)}</url>`,
  );
  const namespaces = locale === "en" ? XMLNS : `${XMLNS} ${XHTML_XMLNS}`;
  return `${XML_HEAD}\n<urlset ${namespaces}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(files: number, origin: string, locale: Locale = "en"): string {
  const sitemaps = Array.from(
    { length: files },
    (_, index) =>
      `<sitemap><loc>${escapeHtml(new URL(sitemapFilePath(index + 1, locale), origin).href)}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex ${XMLNS}>\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/** /sitemap-N.xml, and /ml/sitemap-N.xml for Malayalam. */
export const sitemapFilePath = (file: number, locale: Locale = "en") =>
  localePath(locale, `/sitemap-${file}.xml`);

/**
 * The public pages in the order the sitemap lists them: the fixed pages and the categories
 * first (few, read whole), then every approved helper in the order of their row ids, read a
 * file's worth at a time. /sitemap.xml is the one file while they fit in `urlsPerFile`
 * addresses, and otherwise an index of /sitemap-1.xml, /sitemap-2.xml, ….
 */
export function createSitemap(options: { db: Db; urlsPerFile: number; builtAt: Date }) {
  const { db, urlsPerFile, builtAt } = options;

  /** Fixed pages (as new as the build, the home page as its newest helper) and categories. */
  async function leadingEntries(): Promise<SitemapEntry[]> {
    const [newest] = await db
      .select({ at: sql<Date | null>`max(${helpers.updatedAt})`.mapWith(nullableDate) })
      .from(helpers)
      .where(eq(helpers.status, "approved"));
    const latest = (date: Date | null | undefined) => (date && date > builtAt ? date : builtAt);
    const fixed = Object.keys(STATIC_PAGES).map((path) => ({
      path,
      // The home page and search list the newest helpers.
      lastModified: path === "/" || path === "/search" ? latest(newest?.at) : builtAt,
    }));
    const categoryRows = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    // A category's page changes when a helper in it does: one pass over approved helpers.
    const changed = await db
      .select({
        id: sql<number>`unnest(${helpers.categoryIds})`.as("category_id"),
        at: sql<Date>`max(${helpers.updatedAt})`.mapWith(nullableDate),
      })
      .from(helpers)
      .where(eq(helpers.status, "approved"))
      .groupBy(sql`1`);
    const changedAt = new Map(changed.map((row) => [Number(row.id), row.at]));
    return [
      ...fixed,
      ...categoryRows.map((category) => ({
        path: categoryPath(category),
        lastModified: latest(changedAt.get(category.id)),
      })),
    ];
  }

  async function approvedHelpers(): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(helpers)
      .where(eq(helpers.status, "approved"));
    return row?.total ?? 0;
  }

  async function helperEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
    if (limit <= 0) return [];
    const rows = await db
      .select({ publicId: helpers.publicId, updatedAt: helpers.updatedAt })
      .from(helpers)
      .where(eq(helpers.status, "approved"))
      .orderBy(asc(helpers.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      path: `/maid/${encodeURIComponent(row.publicId)}`,
      lastModified: row.updatedAt,
    }));
  }

  return {
    /** /sitemap.xml: every address, or the index of the files when they do not fit in one. */
    async root(origin: string, locale: Locale = "en"): Promise<string> {
      const [leading, helperCount] = await Promise.all([leadingEntries(), approvedHelpers()]);
      const total = leading.length + helperCount;
      if (total <= urlsPerFile) {
        return urlsetXml([...leading, ...(await helperEntries(0, helperCount))], origin, locale);
      }
      return sitemapIndexXml(Math.ceil(total / urlsPerFile), origin, locale);
    },

    /** /sitemap-N.xml (N from 1), or undefined past the last file. */
    async file(origin: string, file: number, locale: Locale = "en"): Promise<string | undefined> {
      const [leading, helperCount] = await Promise.all([leadingEntries(), approvedHelpers()]);
      const total = leading.length + helperCount;
      const start = (file - 1) * urlsPerFile;
      if (file < 1 || start >= total) return undefined;
      const end = Math.min(start + urlsPerFile, total);
      const fromLeading = leading.slice(start, end);
      const helperStart = Math.max(start - leading.length, 0);
      const helperEnd = end - leading.length;
      return urlsetXml(
        [...fromLeading, ...(await helperEntries(helperStart, helperEnd - helperStart))],
        origin,
        locale,
      );
    },
  };
}

/** A timestamp column read through sql``: postgres.js and PGlite hand back a Date or a string. */
function nullableDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}
