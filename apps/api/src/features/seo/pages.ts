import {
  categoryDetailsRequestSchema,
  describePrice,
  isAppPage,
  isPrivatePage,
  isStaticPage,
  listInWords,
  type Maid,
  maidIdSchema,
  maidPageTitle,
  mediaUrl,
  pageTitle,
  paiseToRupees,
  planDetailsRequestSchema,
  SITE_DESCRIPTION,
  STATIC_PAGES,
} from "@sahayi/contract";
import {
  categoryDescriptionMl,
  maidDescriptionMl,
  maidPageTitleMl,
  maidPhotoAltMl,
  planDescriptionMl,
} from "@sahayi/contract/i18n/ml/site-pages";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { categories, helpers, plans } from "../../db/schema.ts";
import { planOnSale } from "../../lib/billing/pricing.ts";
import type { CacheGroup } from "../../lib/cache.ts";
import { nameIn } from "../../lib/locale.ts";
import {
  hasPublicPage,
  selectPublicHelpers,
  toPublicMaid,
} from "../../lib/public-helpers/public-maids.ts";
import type { PageHead } from "./page-head.ts";

/** The site's own preview picture (1200×630), drawn by the web build. */
export const SITE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;
const siteImage = { ...SITE_IMAGE, alt: pageTitle() };

/** Pages worth caching one by one: a helper's and a category's, keyed by what names them. */
const CACHED_PAGES = 2_000;

export interface PageDescriber {
  /**
   * The head of the page at `pathname` (`/maid/Xy3…`), whose query is `query`; a helper's and
   * a category's in `locale` (the fixed pages' words are page-language.ts's).
   */
  describe(pathname: string, query: URLSearchParams, locale?: Locale): Promise<PageHead>;
}

/**
 * Says what each page of the web app is, for the HTML the server sends: a helper's page and a
 * category's from the database (one query by a unique key, cached like other public answers),
 * the fixed pages from the contract. Unknown and unlisted helpers, plans not on sale, unknown
 * categories and addresses the app has no page for are 404s.
 */
export function createPageDescriber(options: {
  db: Db;
  reference: (locale: Locale) => Promise<CatalogReference>;
  cacheTtlMs: number;
  verificationValidDays: number;
  caches: CacheGroup;
}): PageDescriber {
  const { db, reference } = options;
  const cache = options.caches.create<PageHead>({
    ttlMs: options.cacheTtlMs,
    maxEntries: CACHED_PAGES,
  });

  return {
    async describe(pathname, query, locale = "en") {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      if (isStaticPage(path)) return staticHead(path);

      const maidPath = /^\/maid\/([^/]+)$/.exec(path);
      if (maidPath) {
        const id = maidIdSchema.safeParse(decodeSegment(maidPath[1] ?? ""));
        if (!id.success) return notFoundHead();
        return cache.get(`maid:${locale}:${id.data}`, async () => {
          const maid = await findMaid(
            db,
            await reference(locale),
            id.data,
            options.verificationValidDays,
          );
          return maid ? maidHead(maid, locale) : notFoundHead();
        });
      }

      const planPath = /^\/plan-details\/([^/]+)$/.exec(path);
      if (planPath) {
        const id = planDetailsRequestSchema.shape.id.safeParse(planPath[1]);
        if (!id.success) return notFoundHead();
        return cache.get(`plan:${locale}:${id.data}`, () => planHead(db, id.data, locale));
      }

      if (path === "/category") {
        const id = categoryDetailsRequestSchema.shape.category_id.safeParse(
          query.get("category_id") ?? "",
        );
        if (!id.success) return notFoundHead();
        return cache.get(`category:${locale}:${id.data}`, () => categoryHead(db, id.data, locale));
      }

      if (!isAppPage(path)) return notFoundHead();
      return {
        status: 200,
        title: pageTitle(),
        description: SITE_DESCRIPTION,
        canonicalPath: isPrivatePage(path) ? undefined : path,
        image: siteImage,
      };
    },
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

function staticHead(path: keyof typeof STATIC_PAGES): PageHead {
  const page = STATIC_PAGES[path];
  return {
    status: 200,
    title: pageTitle(page.title),
    description: page.description,
    canonicalPath: path,
    image: siteImage,
  };
}

function notFoundHead(): PageHead {
  return {
    status: 404,
    title: pageTitle("Page not found"),
    description: SITE_DESCRIPTION,
  };
}

/** The helper as a visitor sees them (no phone numbers), when listed or paused. */
async function findMaid(
  db: Db,
  reference: CatalogReference,
  publicId: string,
  verificationValidDays: number,
) {
  const [row] = await selectPublicHelpers(db, verificationValidDays)
    .where(and(eq(helpers.publicId, publicId), hasPublicPage()))
    .limit(1);
  return row ? toPublicMaid(row, reference, false) : undefined;
}

/** "Asha Nair, House Maid and Cook in Aluva, Ernakulam", and what a household asks first. */
export function maidHead(maid: Maid, locale: Locale = "en"): PageHead {
  const canonicalPath = `/maid/${encodeURIComponent(maid.id)}`;
  const picture = maid.profile_picture;
  if (locale === "ml") {
    return {
      status: 200,
      title: pageTitle(maidPageTitleMl(maid)),
      description: maidDescriptionMl(maid),
      canonicalPath,
      image: { path: picture, alt: maidPhotoAltMl(maid.name) },
      type: "profile",
    };
  }
  const work = listInWords(maid.category.map((category) => category.name)) || "Domestic helper";
  const years = maid.experience_years === 1 ? "1 year" : `${maid.experience_years} years`;
  const facts = [
    `Age ${maid.age}`,
    `${years} of experience`,
    maid.language && `speaks ${maid.language}`,
    maid.shift && `shift: ${maid.shift}`,
  ].filter(Boolean);
  return {
    status: 200,
    title: pageTitle(maidPageTitle(maid)),
    description: `${maid.name}, ${work.toLowerCase()} in ${maid.location}. ${facts.join(", ")}. A profile on Sahayi: contact helpers near you.`,
    canonicalPath,
    image: { path: picture, alt: `Photo of ${maid.name}` },
    type: "profile",
  };
}

/** A plan on sale: its name and what it gives for what it costs, GST included. */
async function planHead(db: Db, planId: number, locale: Locale): Promise<PageHead> {
  const [plan] = await db
    .select({
      title: plans.title,
      pricePaise: plans.pricePaise,
      enquiries: plans.enquiries,
      tenureDays: plans.tenureDays,
    })
    .from(plans)
    .where(and(eq(plans.id, planId), planOnSale));
  if (!plan) return notFoundHead();
  const price = describePrice(paiseToRupees(plan.pricePaise));
  return {
    status: 200,
    title: pageTitle(plan.title),
    description:
      locale === "ml"
        ? planDescriptionMl(plan, price.sentence)
        : `${plan.title} on Sahayi: the contact numbers of ${plan.enquiries} helpers for ${plan.tenureDays} days, ${price.sentence}.`,
    canonicalPath: `/plan-details/${planId}`,
    image: siteImage,
  };
}

async function categoryHead(db: Db, categoryId: number, locale: Locale): Promise<PageHead> {
  const [category] = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameMl: categories.nameMl,
      bannerImage: categories.bannerImage,
    })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) return notFoundHead();
  const name = nameIn(locale, category);
  return {
    status: 200,
    title: pageTitle(name),
    description:
      locale === "ml"
        ? categoryDescriptionMl(name)
        : `Find ${name.toLowerCase()} helpers across Kerala on Sahayi: search by district, age, shift, language and experience, and contact them directly.`,
    // The address names the category as the web app links it: by its English name.
    canonicalPath: categoryPath(category),
    image: { path: mediaUrl(category.bannerImage), alt: name },
  };
}

/** The category page's address, as the web app links it. */
export function categoryPath(category: { id: number; name: string }): string {
  return `/category?category=${encodeURIComponent(category.name)}&category_id=${category.id}`;
}
