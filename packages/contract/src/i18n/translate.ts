/**
 * The site's two languages and the few lines that put a message into one of them
 * (docs/decisions/041-malayalam-messages-and-addresses.md). A message is a string with
 * `{name}` parameters, or a plural: one string per plural category of Intl.PluralRules, the
 * number as `{count}`. English messages are constants named by their key (en/*.ts), so a
 * page's code carries only the messages it shows, and their parameters are typed from the
 * English text. Plain values without zod, so the web app's first page may import them.
 */

export const LOCALES = ["en", "ml"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** What Intl formats numbers, dates and plurals with: Indian digit grouping in both languages. */
export const INTL_LOCALES = { en: "en-IN", ml: "ml-IN" } as const satisfies Record<Locale, string>;

/** Malayalam pages live under this prefix; English at the addresses it always had. */
export const MALAYALAM_PREFIX = "/ml";

/** The cookie that remembers a visitor's choice of language. */
export const LOCALE_COOKIE = "sahayi_lang";

export interface PluralMessage {
  readonly one?: string;
  readonly other: string;
}
export type Message = string | PluralMessage;

/** The `{name}`s of one string. */
type NamesIn<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | NamesIn<Rest>
  : never;

type ParamsOf<Entry> = Entry extends PluralMessage
  ? { count: number } & Record<Exclude<NamesIn<Entry["other"]>, "count">, string | number>
  : Entry extends string
    ? Record<NamesIn<Entry>, string | number>
    : never;

type ParamNames<Entry> = Entry extends PluralMessage
  ? "count" | NamesIn<Entry["other"]>
  : Entry extends string
    ? NamesIn<Entry>
    : never;

/** The parameters a message takes: none, or an object naming each one. */
export type MessageArgs<Entry> = [ParamNames<Entry>] extends [never]
  ? []
  : [params: ParamsOf<Entry>];

/** A whole number as the language writes it: 1,00,000 in both (Indian grouping). */
export function formatNumber(locale: Locale, value: number): string {
  return value.toLocaleString(INTL_LOCALES[locale]);
}

/** One message with its parameters filled in; numbers formatted for the language. */
export function formatMessage(
  locale: Locale,
  message: Message,
  params: Readonly<Record<string, string | number>> = {},
): string {
  let text: string;
  if (typeof message === "string") text = message;
  else {
    const count = Number(params.count);
    const category = new Intl.PluralRules(INTL_LOCALES[locale]).select(count);
    text = (category === "one" ? message.one : undefined) ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // Stryker disable next-line ConditionalExpression: a string's own toLocaleString is itself.
    return typeof value === "number" ? formatNumber(locale, value) : value;
  });
}

/** The `{name}`s a message takes, plural forms together: what the languages must agree on. */
export function messageParams(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  // The pattern's one group is always there.
  const names = new Set(
    texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)),
  );
  if (typeof message !== "string") names.add("count");
  return [...names].sort();
}

/**
 * A message in the page's language: its translation in `translated` (none on an English page),
 * with its parameters. The message is the English one, imported by name, which types them.
 */
export function translate<English extends Message>(
  locale: Locale,
  translated: ReadonlyMap<Message, Message> | undefined,
  english: English,
  ...args: MessageArgs<English>
): string {
  return formatMessage(locale, translated?.get(english) ?? english, args[0]);
}

/** The language of a page address, and the address as English has it. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === MALAYALAM_PREFIX || pathname.startsWith(`${MALAYALAM_PREFIX}/`)) {
    return { locale: "ml", path: pathname.slice(MALAYALAM_PREFIX.length) || "/" };
  }
  return { locale: "en", path: pathname };
}

/** An English page address (path and query) in a language: `/search?x` → `/ml/search?x`, `/` → `/ml/`. */
export function localePath(locale: Locale, path: string): string {
  return locale === "en" ? path : `${MALAYALAM_PREFIX}${path}`;
}

/**
 * The language a browser asks for first (`Accept-Language`, or `navigator.languages`): ml
 * when Malayalam comes before English and any other language; English otherwise.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    // Stryker disable next-line OptionalChaining: split always gives a first part.
    const primary = language.trim().split(/[-;]/, 1)[0]?.toLowerCase();
    if (primary === "ml") return "ml";
    if (primary && primary !== "*") return "en";
  }
  return "en";
}

/**
 * The language an `Accept-Language` header asks for: its languages by their weight (`q`, 1
 * when not given; 0 means "not this one"), the order written breaking ties, then as
 * `preferredLocale`. No header, `*` or another language first means English.
 */
export function acceptedLocale(header: string | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((entry) => {
      // Stryker disable next-line StringLiteral: split always gives a first part.
      const [tag = "", ...params] = entry.split(";").map((part) => part.trim());
      const q = params.find((param) => param.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0 };
    })
    // An empty tag (",," or no header) names no language: preferredLocale passes over it.
    .filter(({ weight }) => weight > 0)
    // A stable sort: the order written breaks ties.
    .sort((a, b) => b.weight - a.weight);
  return preferredLocale(ranked.map(({ tag }) => tag));
}
