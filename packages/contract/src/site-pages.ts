/**
 * What the site says about its pages to browsers' tabs, search engines and link previews
 * (WhatsApp, Facebook): the titles and descriptions the server writes into the HTML it serves
 * and the web app puts in `document.title`, and which addresses are pages at all. Plain values
 * without zod, so the web app's first page may import them (decision 009).
 */

export const SITE_NAME = "Sahayi";
export const SITE_TAGLINE = "Trusted domestic helpers in Kerala";
export const SITE_DESCRIPTION =
  "Sahayi helps households in Kerala find domestic helpers near you: maids, cooks, home nurses, nannies and elderly caregivers, each reviewed by our team before listing.";

/**
 * "Find a Maid · Sahayi"; the home page (no title) is "Sahayi – Trusted domestic helpers in
 * Kerala", or its tagline in another language.
 */
export function pageTitle(title?: string, tagline: string = SITE_TAGLINE): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} – ${tagline}`;
}

export interface StaticPage {
  /** Undefined for the home page, which carries the site's name and tagline. */
  title: string | undefined;
  description: string;
}

/**
 * Public pages whose words do not come from the database: each is in the sitemap and gets
 * these words in its link preview. Keyed by address.
 */
export const STATIC_PAGES = {
  "/": { title: undefined, description: SITE_DESCRIPTION },
  "/search": {
    title: "Find a Maid",
    description:
      "Search maids, cooks, home nurses and caregivers across Kerala's 14 districts by place, age, shift, language and experience; the Verified badge names what we checked.",
  },
  "/categories": {
    title: "Categories",
    description:
      "Maids, cooks, home nurses, nannies and elderly caregivers: choose the kind of help your home needs and see who is available near you.",
  },
  "/subscriptions": {
    title: "Subscription Plans",
    description:
      "Plans that let you call or WhatsApp domestic helpers in Kerala: the number of helpers you can contact and for how many days.",
  },
  "/about": {
    title: "About Us",
    description:
      "Sahayi connects households in Kerala with skilled domestic helpers, each reviewed before listing: how it works and why families trust it.",
  },
  "/contact": {
    title: "Contact Us",
    description:
      "Write to Sahayi, call or WhatsApp us: we answer questions from households and helpers.",
  },
  "/register-maid": {
    title: "Register as a Maid",
    description:
      "Domestic helpers in Kerala: register with Sahayi, be reviewed by our team and be found by households near you.",
  },
  "/terms-and-conditions": {
    title: "Terms and Conditions",
    description: "The terms on which households and helpers use Sahayi.",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description:
      "What Sahayi keeps about households and helpers, why, for how long, and who sees a helper's number.",
  },
  "/cancellation-and-refund": {
    title: "Cancellation and Refund",
    description: "Sahayi's cancellation and refund policy for subscription plans.",
  },
  "/shipping-and-delivery": {
    title: "Shipping and Delivery",
    description: "Sahayi sells online subscriptions only: shipping is not applicable.",
  },
} as const satisfies Record<string, StaticPage>;

export type StaticPagePath = keyof typeof STATIC_PAGES;

export function isStaticPage(path: string): path is StaticPagePath {
  return Object.hasOwn(STATIC_PAGES, path);
}

/**
 * Pages that belong to one person (or to the admin): search engines are asked not to crawl
 * them (robots.txt) and not to index them (a robots meta tag).
 */
export const PRIVATE_PAGE_PREFIXES = [
  "/auth",
  "/profile",
  "/admin",
  "/renewal-success",
  "/payment-failed",
  "/registration-under-review",
  "/helper",
] as const;

export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Every address the web app has a page for (product §2's route table), as the router matches
 * them (`:name` is one path segment). Anything else is the not-found page, which the server
 * answers with 404. The web app's own table (apps/web/src/lib/paths.ts) is checked against
 * this list by a test.
 */
export const APP_PAGE_PATTERNS: readonly string[] = /* @__PURE__ */ Object.keys(
  STATIC_PAGES,
).concat([
  "/auth/login",
  "/auth/sign-up",
  "/auth/forgot-password",
  "/category",
  "/maid/:maidId",
  "/plan-details/:id",
  "/profile",
  "/profile/transaction-details",
  "/profile/maids",
  "/profile/shortlist",
  "/renewal-success",
  "/registration-under-review",
  "/payment-failed",
  "/helper",
  "/helper/login",
  "/helper/confirm",
  "/helper/listing",
]);

/**
 * Short addresses people type or are told (the README sends an admin to /login), each leading
 * to the page it stands for: the server answers them with a permanent redirect, the web app's
 * router (the development server) with a redirect of its own.
 */
export const PAGE_ALIASES = {
  "/login": "/auth/login",
  "/signup": "/auth/sign-up",
} as const satisfies Record<string, (typeof APP_PAGE_PATTERNS)[number]>;

/** Sections whose pages the web app routes itself, whatever follows the prefix. */
const APP_SECTIONS = ["/admin"] as const;

/**
 * Made on the first question, not when the module loads: the web app's first page imports
 * this module without asking it, and a bundler keeps what is built at load time (here with
 * every page's words) in case building it had an effect. The pure mark above does the same
 * for the list.
 */
let patternExpressions: RegExp[] | undefined;

/** Whether the web app shows a page of its own at this path (not its not-found page). */
export function isAppPage(path: string): boolean {
  patternExpressions ??= APP_PAGE_PATTERNS.map(
    (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
  );
  return (
    patternExpressions.some((expression) => expression.test(path)) ||
    APP_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`))
  );
}

/** "Asha Nair, House Maid and Cook in Aluva, Ernakulam": a helper's page, before the site's name. */
export function maidPageTitle(maid: {
  name: string;
  category: readonly { name: string }[];
  location: string;
}): string {
  const work = listInWords(maid.category.map((category) => category.name)) || "Domestic helper";
  return maid.location ? `${maid.name}, ${work} in ${maid.location}` : `${maid.name}, ${work}`;
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The server writes the API's answers a page asks for first into that page's HTML (a JSON
 * script with this id), keyed by `preloadedAnswerKey`, so a visitor's browser draws the page
 * without waiting for those calls (decision 015).
 */
export const PRELOADED_ANSWERS_ELEMENT_ID = "preloaded-answers";

/** "GET /api/user/homepage", "POST /api/user/maid-details {"maid_id":"Xy3…"}". */
export function preloadedAnswerKey(method: string, path: string, body?: unknown): string {
  return body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(body)}`;
}
