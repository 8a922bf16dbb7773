import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRELOADED_ANSWERS_ELEMENT_ID, withoutPhoneNumbers } from "@sahayi/contract";
import { type Locale, splitLocalePath } from "@sahayi/contract/i18n/translate";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { siteOrigin } from "../../lib/site-origin.ts";
import { malayalamHeadTags, readMalayalamAssets } from "./malayalam-head.ts";
import {
  type ApiCall,
  callKey,
  firstApiCalls,
  firstPaint,
  type ImagePreload,
  imagePreloads,
} from "./page-data.ts";
import { createPageTemplate, escapeHtml, renderHeadTags } from "./page-head.ts";
import { inLanguage } from "./page-language.ts";
import { createPageDescriber } from "./pages.ts";

/** Written by the web build (apps/web/build/page-chunks.ts): each page's own code files. */
const PAGE_CHUNKS_FILE = "page-chunks.json";

/**
 * Builds each page's HTML from the built index.html (decision 015): the page's head (title,
 * description, canonical, link preview), and what lets a phone draw it sooner: the stylesheet
 * inlined, the page's code and its largest picture (and on a Malayalam page its words and
 * font) fetched with the HTML, and the API's answers the page asks for first written in as
 * JSON, so the app draws them without a round trip. The web-app plugin calls the result for every page address.
 */
export function createPageRenderer(app: FastifyInstance) {
  const pages = createPageDescriber({
    db: app.db,
    reference: app.catalogReference,
    cacheTtlMs: app.config.cacheTtlMs,
    verificationValidDays: app.config.verificationValidDays,
    caches: app.publicCaches,
  });
  return ({ indexHtml, webDist }: { indexHtml: string; webDist: string }) => {
    const template = createPageTemplate(inlineStylesheet(indexHtml, webDist));
    const chunks = readPageChunks(webDist);
    const malayalam = readMalayalamAssets(webDist);
    const malayalamTags = malayalam ? malayalamHeadTags(malayalam, modulePreloadTag) : [];
    return async (request: FastifyRequest) => {
      const [address = "/", queryText = ""] = request.url.split("?", 2);
      // A Malayalam page (/ml/…) is its English page's in another language (decision 041).
      const { locale, path: pathname } = splitLocalePath(address);
      const query = new URLSearchParams(queryText);
      const head = inLanguage(await pages.describe(pathname, query, locale), locale, pathname);
      const origin = siteOrigin(request, app.config.publicOrigin);
      const tags = [renderHeadTags(head, origin, locale)];
      if (locale === "ml") tags.push(...malayalamTags);
      let answers = new Map<string, unknown>();
      let painted = "";
      if (head.status === 200) {
        const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
        // The answers a visitor gets: with a login the app asks itself (they differ).
        answers = await fetchAnswers(app, request, locale, firstApiCalls(pagePath, query));
        tags.push(...imagePreloads(pagePath, answers).map(imagePreloadTag));
        tags.push(...chunksOf(chunks, pagePath).map(modulePreloadTag));
        painted = firstPaint(pagePath, answers);
      }
      const html = withFirstPaint(template(tags.join("\n    "), locale), painted);
      return { status: head.status, html: withAnswers(html, answers) };
    };
  };
}

/**
 * The answers of the calls that succeed, each as the route gives it to this visitor, in the
 * page's language (the app asks in it too).
 */
async function fetchAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  calls: readonly ApiCall[],
): Promise<Map<string, unknown>> {
  const answered = await Promise.all(
    calls.map(async (call) => {
      const response = await app.inject({
        method: call.method,
        url: call.url,
        payload: call.body,
        // The visitor's own address: their rate limit counts the calls made for them.
        remoteAddress: request.ip,
        // Its browser's name too: a crawler's visit is no view of a helper's page.
        headers: {
          accept: "application/json",
          "accept-language": locale,
          "user-agent": request.headers["user-agent"] ?? "",
        },
      });
      return response.statusCode === 200 ? ([callKey(call), response.json()] as const) : undefined;
    }),
  );
  return new Map(answered.filter((entry) => entry !== undefined));
}

/**
 * Text people typed (names, About texts) without phone numbers, as in the head's tags: the
 * HTML never carries one. The site's own settings (its published contact number, which the
 * footer shows) stay as they are.
 */
function withoutTypedNumbers(value: unknown): unknown {
  if (typeof value === "string") return withoutPhoneNumbers(value);
  if (Array.isArray(value)) return value.map(withoutTypedNumbers);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "settings" ? inner : withoutTypedNumbers(inner),
      ]),
    );
  }
  return value;
}

/** The page's first paint inside the shell's empty main element (apps/web/index.html). */
function withFirstPaint(html: string, content: string): string {
  if (!content) return html;
  return html.replace(
    /(<main\b[^>]*>)(\s*<\/main>)/i,
    (_, open, close) => `${open}${content}${close}`,
  );
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
function withAnswers(html: string, answers: ReadonlyMap<string, unknown>): string {
  if (answers.size === 0) return html;
  const json = JSON.stringify(withoutTypedNumbers(Object.fromEntries(answers)))
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  const script = `<script type="application/json" id="${PRELOADED_ANSWERS_ELEMENT_ID}">${json}</script>`;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? `${html}${script}` : `${html.slice(0, end)}${script}\n  ${html.slice(end)}`;
}

function imagePreloadTag(image: ImagePreload): string {
  const attributes = [
    `rel="preload"`,
    `as="image"`,
    `href="${escapeHtml(image.href)}"`,
    image.srcset && `imagesrcset="${escapeHtml(image.srcset)}"`,
    image.sizes && `imagesizes="${escapeHtml(image.sizes)}"`,
    image.media && `media="${escapeHtml(image.media)}"`,
    `fetchpriority="high"`,
  ].filter(Boolean);
  return `<link ${attributes.join(" ")} />`;
}

const modulePreloadTag = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`;

/**
 * The app's one stylesheet written into the page: a phone then paints without first fetching
 * it (it blocks rendering). A page that has none, or a build without it, stays as built.
 */
function inlineStylesheet(indexHtml: string, webDist: string): string {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  if (!link?.[1]) return indexHtml;
  const file = path.join(webDist, link[1]);
  if (!existsSync(file)) return indexHtml;
  // Tailwind's rounded-full is calc(infinity * 1px), minified to 2147483647px. 9999px draws the
  // same circle and keeps ten-digit numbers, which look like phone numbers, out of every page.
  const css = readFileSync(file, "utf8").replaceAll("2147483647px", "9999px");
  if (/<\/style/i.test(css)) return indexHtml;
  // The link stays, disabled (so not fetched): Vite's loader of lazy pages looks for it, and
  // without it would fetch the stylesheet again and hold each page's code until it came.
  const disabledLink = `<link rel="stylesheet" href="/${escapeHtml(link[1])}" disabled />`;
  return indexHtml.replace(link[0], () => `<style>${css}</style>${disabledLink}`);
}

type PageChunks = [RegExp, string[]][];

function readPageChunks(webDist: string): PageChunks {
  try {
    const pages = JSON.parse(readFileSync(path.join(webDist, PAGE_CHUNKS_FILE), "utf8")) as Record<
      string,
      string[]
    >;
    return Object.entries(pages).map(([pattern, files]) => [
      new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`),
      files.filter((file) => /^assets\/[\w.-]+\.js$/.test(file)),
    ]);
  } catch {
    // An older build, or a test's stand-in: pages load their code as the app asks for it.
    return [];
  }
}

function chunksOf(chunks: PageChunks, pagePath: string): string[] {
  return chunks.find(([pattern]) => pattern.test(pagePath))?.[1] ?? [];
}
