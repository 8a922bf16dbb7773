import { SITE_NAME, withoutPhoneNumbers } from "@sahayi/contract";
import { LOCALES, type Locale, localePath } from "@sahayi/contract/i18n/translate";

/**
 * What the served HTML says about one page in its <head>: the tab's title, the search
 * engines' snippet and canonical address, and the link preview (Open Graph, read by WhatsApp
 * and Facebook; Twitter's card tags). Written by the server into the built index.html, so a
 * crawler that runs no JavaScript reads them too.
 */
export interface PageHead {
  /** 404 for an address the web app shows its not-found page at. */
  status: 200 | 404;
  /** The whole title, site name included. */
  title: string;
  description: string;
  /** Path and query of the page's one address; absent: search engines are asked not to index it. */
  canonicalPath?: string;
  /** A picture for the preview, by path on this site. */
  image?: { path: string; alt: string; width?: number; height?: number };
  /** Open Graph's kind of page. */
  type?: "website" | "profile";
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside an element and inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Open Graph's names of the site's languages. */
const OG_LOCALES = { en: "en_IN", ml: "ml_IN" } as const satisfies Record<Locale, string>;

/**
 * The head's tags for one page in one language; `origin` makes addresses absolute
 * (`https://sahayi.in`). A page's canonical address is its own language's; each names the
 * other languages' addresses, and English as the one for any other language (x-default).
 */
export function renderHeadTags(head: PageHead, origin: string, locale: Locale = "en"): string {
  const text = (value: string) => escapeHtml(withoutPhoneNumbers(value));
  const url = (path: string) => escapeHtml(new URL(path, origin).href);
  const meta = (key: "name" | "property", name: string, content: string) =>
    `<meta ${key}="${name}" content="${content}" />`;
  const tags = [
    `<title>${text(head.title)}</title>`,
    meta("name", "description", text(head.description)),
  ];
  const canonicalPath = head.canonicalPath && localePath(locale, head.canonicalPath);
  if (head.canonicalPath && canonicalPath) {
    tags.push(`<link rel="canonical" href="${url(canonicalPath)}" />`);
    for (const language of LOCALES) {
      const href = url(localePath(language, head.canonicalPath));
      tags.push(`<link rel="alternate" hreflang="${language}" href="${href}" />`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${url(head.canonicalPath)}" />`);
  } else tags.push(meta("name", "robots", "noindex"));
  tags.push(
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:locale", OG_LOCALES[locale]),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", text(head.title)),
    meta("property", "og:description", text(head.description)),
  );
  if (canonicalPath) tags.push(meta("property", "og:url", url(canonicalPath)));
  if (head.image) {
    tags.push(meta("property", "og:image", url(head.image.path)));
    if (head.image.width && head.image.height) {
      tags.push(
        meta("property", "og:image:width", String(head.image.width)),
        meta("property", "og:image:height", String(head.image.height)),
      );
    }
    tags.push(meta("property", "og:image:alt", text(head.image.alt)));
  }
  tags.push(
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", text(head.title)),
    meta("name", "twitter:description", text(head.description)),
  );
  if (head.image) tags.push(meta("name", "twitter:image", url(head.image.path)));
  return tags.join("\n    ");
}

/**
 * The built index.html, ready to take a page's head: its own <title> and description go,
 * and a page's tags are written where the title was.
 */
export function createPageTemplate(
  indexHtml: string,
): (headTags: string, locale: Locale) => string {
  const withoutDefaults = indexHtml
    .replace(/\s*<meta\s+name="description"[^>]*>/i, "")
    .replace(/\s*<link\s+rel="canonical"[^>]*>/i, "");
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDefaults);
  const [before, after] = title
    ? [withoutDefaults.slice(0, title.index), withoutDefaults.slice(title.index + title[0].length)]
    : splitBefore(withoutDefaults, "</head>");
  // The page's language on <html>: screen readers and the browser's translate offer read it.
  const withLang = (html: string, locale: Locale) =>
    html.replace(/<html\b[^>]*>/i, (tag) =>
      /\slang="[^"]*"/i.test(tag)
        ? tag.replace(/\slang="[^"]*"/i, ` lang="${locale}"`)
        : tag.replace(/^<html/i, `<html lang="${locale}"`),
    );
  return (headTags, locale) => `${withLang(before, locale)}${headTags}${after}`;
}

function splitBefore(html: string, marker: string): [string, string] {
  const at = html.toLowerCase().indexOf(marker);
  return at < 0 ? [html, ""] : [html.slice(0, at), html.slice(at)];
}
