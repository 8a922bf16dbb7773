import {
  type ContentPage,
  contentMessages,
  PHONE_PREFIX,
  type SiteSettings,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentPages } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { renderMarkdown } from "./markdown.ts";
import { getSettings } from "./service.ts";

/**
 * Words in a page's Markdown that stand for the site settings, so the grievance officer's
 * address, phone and email in the privacy policy follow the settings the admin keeps.
 */
const PLACEHOLDERS = new Map<string, (settings: SiteSettings) => string>([
  ["address", (s) => s.address],
  ["email", (s) => s.email],
  ["phone", (s) => phoneText(s.whatsapp_number)],
]);

function phoneText(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits.length === 10 ? `${PHONE_PREFIX} ${digits.slice(0, 5)} ${digits.slice(5)}` : number;
}

/** `{{email}}` and the like replaced from the settings; unknown names are left as written. */
function fillPlaceholders(text: string, settings: SiteSettings): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const fill = PLACEHOLDERS.get(name);
    return fill ? fill(settings) || "(not set)" : whole;
  });
}

/** How every page's slug is written; anything else cannot name a page (and never reaches SQL). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * One policy page as safe HTML, in Malayalam when asked for and its translation is of the
 * page's English as it is now, else in English; 404 for a slug that has no page.
 */
export async function getContentPage(options: {
  db: Db;
  slug: string;
  locale: Locale;
}): Promise<ContentPage> {
  const { db, slug, locale } = options;
  if (!SLUG.test(slug)) throw notFound(contentMessages.pageNotFound);
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw notFound(contentMessages.pageNotFound);
  const settings = await getSettings({ db });
  // A translation of an English since changed would say what the page no longer says.
  const translated =
    locale === "ml" &&
    row.titleMl !== null &&
    row.markdownMl !== null &&
    row.translatedFrom === row.markdown;
  const markdown = translated ? row.markdownMl! : row.markdown;
  return {
    slug: row.slug,
    title: translated ? row.titleMl! : row.title,
    html: renderMarkdown(fillPlaceholders(markdown, settings)),
    language: translated ? "ml" : "en",
    updated_at: row.updatedAt.toISOString(),
  };
}
