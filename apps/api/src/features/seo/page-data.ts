import {
  BANNER_BACKDROP,
  BANNER_BOX,
  catalogPaths,
  contentPaths,
  type Homepage,
  IMAGE_SIZES,
  imageVariant,
  type Maid,
  maidIdSchema,
  maidRegistrationPaths,
  preloadedAnswerKey,
  SEARCH_PAGE_SIZE_DEFAULT,
  type SearchMaidsResponse,
} from "@sahayi/contract";
import { escapeHtml } from "./page-head.ts";

/** A call the web app makes as a page starts, exactly as it makes it (decision 015). */
export interface ApiCall {
  method: "GET" | "POST";
  url: string;
  body?: Record<string, unknown>;
}

export const callKey = (call: ApiCall) => preloadedAnswerKey(call.method, call.url, call.body);

const homepage: ApiCall = { method: "GET", url: contentPaths.homepage };
const registrationData: ApiCall = { method: "GET", url: maidRegistrationPaths.registration };
const firstSearchPage: ApiCall = {
  method: "GET",
  url: `${catalogPaths.searchMaids}?page=1&page_size=${SEARCH_PAGE_SIZE_DEFAULT}`,
};
const maidDetails = (maidId: string): ApiCall => ({
  method: "POST",
  url: catalogPaths.maidDetails,
  body: { maid_id: maidId },
});

/**
 * What the page at `path` asks the API for before it can draw its main content, as a visitor.
 * The home page's answers carry the site's own contact number, which its footer shows anyway;
 * a helper's page carries only the helper as the public sees them (no numbers), never the
 * site settings, so no phone number is in its HTML at all.
 */
export function firstApiCalls(path: string, query: URLSearchParams): ApiCall[] {
  if (path === "/") return [homepage, registrationData];
  // Only the plain first page: a filtered search is written by the app in its own order.
  if (path === "/search" && [...query.keys()].length === 0) {
    return [firstSearchPage, registrationData];
  }
  const maid = /^\/maid\/([^/]+)$/.exec(path);
  if (maid) {
    const id = maidIdSchema.safeParse(maid[1]);
    if (id.success) return [maidDetails(id.data)];
  }
  return [];
}

/** A picture the page will show large at once, to be fetched with the HTML. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  media?: string;
}

/** The same srcset the web app writes for a picture (apps/web/src/lib/images.ts). */
const srcSetOf = (url: string) =>
  `${imageVariant(url, "card")} ${IMAGE_SIZES.card}w, ${imageVariant(url, "full")} ${IMAGE_SIZES.full}w`;

/** The home page's first main banner, from its answer. */
const firstBanner = (answers: ReadonlyMap<string, unknown>) =>
  (answers.get(callKey(homepage)) as Homepage | undefined)?.main_banner[0];

/**
 * The page's largest first picture (what Lighthouse calls the LCP element), from the answers:
 * the first banner on the home page (the phone's and the desktop's picture), the first row of
 * results on /search, the helper's photo on their page.
 */
export function imagePreloads(path: string, answers: ReadonlyMap<string, unknown>): ImagePreload[] {
  if (path === "/") {
    const banner = firstBanner(answers);
    if (!banner) return [];
    return [
      {
        href: imageVariant(banner.mobile_image, "full"),
        srcset: srcSetOf(banner.mobile_image),
        sizes: "100vw",
        media: "(max-width: 767.98px)",
      },
      {
        href: imageVariant(banner.desktop_image, "full"),
        srcset: srcSetOf(banner.desktop_image),
        sizes: "100vw",
        media: "(min-width: 768px)",
      },
    ];
  }
  if (path === "/search") {
    const search = answers.get(callKey(firstSearchPage)) as SearchMaidsResponse | undefined;
    // The first row on a phone (two columns).
    return (search?.maids ?? [])
      .slice(0, 2)
      .map((maid) => ({ href: imageVariant(maid.profile_picture, "card") }));
  }
  for (const [key, answer] of answers) {
    if (key.startsWith("POST /api/user/maid-details ")) {
      return [{ href: imageVariant((answer as Maid).profile_picture, "full") }];
    }
  }
  return [];
}

/**
 * What the page's main area shows before the app's code arrives (a phone may wait seconds for
 * it): on the home page its first banner, the picture the app then draws in the same box
 * (apps/web banner-slide.tsx), without the text over it. Empty elsewhere.
 */
export function firstPaint(path: string, answers: ReadonlyMap<string, unknown>): string {
  const banner = path === "/" ? firstBanner(answers) : undefined;
  if (!banner) return "";
  const attribute = (name: string, value: string | number) =>
    `${name}="${escapeHtml(String(value))}"`;
  const source = [
    attribute("media", "(min-width: 768px)"),
    attribute("srcset", srcSetOf(banner.desktop_image)),
    attribute("sizes", "100vw"),
    attribute("width", 1200),
    attribute("height", 440),
  ];
  const img = [
    attribute("src", imageVariant(banner.mobile_image, "full")),
    attribute("srcset", srcSetOf(banner.mobile_image)),
    attribute("sizes", "100vw"),
    attribute("alt", ""),
    attribute("width", 600),
    attribute("height", 760),
    attribute("fetchpriority", "high"),
    attribute("decoding", "sync"),
    attribute("class", `block object-cover ${BANNER_BOX}`),
  ];
  return `<div class="${BANNER_BACKDROP}"><picture><source ${source.join(" ")} /><img ${img.join(" ")} /></picture></div>`;
}
