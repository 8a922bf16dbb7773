import { isStaticPage, pageTitle } from "@sahayi/contract";
import {
  PAGE_NOT_FOUND_ML,
  SITE_TAGLINE_ML,
  STATIC_PAGES_ML,
} from "@sahayi/contract/i18n/ml/site-pages";
import type { Locale } from "@sahayi/contract/i18n/translate";
import type { PageHead } from "./page-head.ts";

const titleMl = (title?: string) => pageTitle(title, SITE_TAGLINE_ML);

/**
 * A page's head in the page's language: the fixed pages and the not-found page have their
 * Malayalam words (ml/site-pages.ts). Pages made from the database (a helper's, a category's,
 * a plan's) come in their language from pages.ts, a plan's still in English.
 */
export function inLanguage(head: PageHead, locale: Locale, path: string): PageHead {
  if (locale === "en") return head;
  if (head.status === 404) return { ...head, title: titleMl(PAGE_NOT_FOUND_ML) };
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (!isStaticPage(trimmed)) return head;
  const page = STATIC_PAGES_ML[trimmed];
  return { ...head, title: titleMl(page.title), description: page.description };
}
