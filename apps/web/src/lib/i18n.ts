import type { Option } from "@sahayi/contract";
import {
  LOCALE_COOKIE,
  type Locale,
  localePath,
  MALAYALAM_PREFIX,
  type Message,
  type MessageArgs,
  splitLocalePath,
  translate,
} from "@sahayi/contract/i18n/translate";

/**
 * The page's language, fixed for the life of the page: it comes from the address (`/ml/…`), and
 * the switch between languages loads the other address (docs/decisions/041). So the words are
 * read from here rather than from a React context, and English pages never download the
 * Malayalam ones.
 */
let locale: Locale = "en";
let malayalam: ReadonlyMap<Message, Message> | undefined;

/**
 * Before the first render: the language of `pathname`, and on a Malayalam page its words
 * (`loadMalayalam`, which main.tsx gives so the code that loads them stays in the first
 * chunk). Returns the router's basename, under which every link of the app stays in the
 * page's language.
 */
export async function startLocale(
  pathname: string,
  loadMalayalam: () => Promise<ReadonlyMap<Message, Message>>,
): Promise<string | undefined> {
  locale = splitLocalePath(pathname).locale;
  document.documentElement.lang = locale;
  if (locale === "en") return undefined;
  malayalam = await loadMalayalam();
  return MALAYALAM_PREFIX;
}

export const pageLocale = (): Locale => locale;

/**
 * A message (the English one, imported by name) in the page's language: `t(howStep, { number })`.
 * A message that arrives as text works too (a form's own check from the contract's schema, a
 * toast's fallback, the API's answer): its Malayalam is found by its English text, and a text
 * without one (an API answer already in Malayalam) shows as it came.
 */
export function t<English extends Message>(
  english: English,
  ...args: MessageArgs<English>
): string {
  return translate(locale, malayalam, english, ...args);
}

/** A reference entry (district, shift, category, …) named in the page's language. */
export const optionName = (option: Option): string =>
  locale === "ml" ? (option.name_ml ?? option.name) : option.name;

/** This page's address (router path, query and fragment) in the other language. */
export function otherLanguage(routerPath: string): { locale: Locale; href: string } {
  const other: Locale = locale === "ml" ? "en" : "ml";
  return { locale: other, href: localePath(other, routerPath) };
}

/** Remembers a visitor's choice for a year (the server and the language prompt read it). */
export function rememberLocale(chosen: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in Safari.
  document.cookie = `${LOCALE_COOKIE}=${chosen}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose before, if any. */
export function rememberedLocale(): Locale | undefined {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(en|ml)(?:;|$)`).exec(document.cookie);
  return match?.[1] as Locale | undefined;
}
