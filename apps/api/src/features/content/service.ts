import {
  type Category,
  HOME_MAIDS_COUNT,
  type Homepage,
  listedSince,
  type Maid,
  mediaUrl,
  type SiteSettings,
} from "@sahayi/contract";
import type { Locale } from "@sahayi/contract/i18n/translate";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { banners, categories, helpers, plans, siteSettings } from "../../db/schema.ts";
import { toPricingPlan } from "../../lib/billing/pricing.ts";
import { nameIn } from "../../lib/locale.ts";
import {
  ANONYMOUS,
  selectPublicHelpers,
  toPublicMaids,
  type Viewer,
} from "../../lib/public-helpers/public-maids.ts";

/**
 * Everything the home page and the site shell need, in one answer (product §3 homepage data).
 * Helpers and categories are named in the reference's language, `locale`.
 */
export async function getHomepage(options: {
  db: Db;
  reference: CatalogReference;
  locale: Locale;
  viewer?: Viewer;
  verificationValidDays: number;
}): Promise<Homepage> {
  const { db, reference, locale, viewer, verificationValidDays } = options;
  const [bannerRows, category, maids, planRows, settings] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.position), asc(banners.id)),
    listCategories({ db, locale }),
    newestMaids({ db, reference, limit: HOME_MAIDS_COUNT, viewer, verificationValidDays }),
    db
      .select()
      .from(plans)
      .where(and(eq(plans.kind, "subscription"), eq(plans.active, true)))
      .orderBy(asc(plans.position), asc(plans.id)),
    getSettings({ db }),
  ]);
  return {
    main_banner: bannerRows
      .filter((b) => b.kind === "main")
      .map((b) => ({
        id: b.id,
        desktop_image: mediaUrl(b.desktopImage),
        mobile_image: mediaUrl(b.mobileImage ?? b.desktopImage),
        url: b.url,
        ...bannerWords(b),
      })),
    home_banner: bannerRows
      .filter((b) => b.kind === "home")
      .map((b) => ({ image: mediaUrl(b.desktopImage), link: b.url, ...bannerWords(b) })),
    category,
    maids,
    pricing: planRows.map(toPricingPlan),
    settings,
  };
}

function bannerWords(row: typeof banners.$inferSelect) {
  return { title: row.title, subtitle: row.subtitle, button_label: row.buttonLabel };
}

/** The newest approved helpers, for the home page. */
export async function newestMaids(options: {
  db: Db;
  reference: CatalogReference;
  limit: number;
  viewer?: Viewer;
  verificationValidDays: number;
}): Promise<Maid[]> {
  const { db, reference, limit, viewer = ANONYMOUS } = options;
  const rows = await selectPublicHelpers(db, options.verificationValidDays)
    // The home page shows what the default search lists: not listings gone stale (decision 045).
    .where(and(eq(helpers.status, "approved"), gte(helpers.availabilityConfirmedOn, listedSince())))
    .orderBy(desc(helpers.createdAt), desc(helpers.id))
    .limit(limit);
  return toPublicMaids(rows, reference, viewer);
}

/** All categories with their card pictures, in display order, named in `locale`. */
export async function listCategories(options: { db: Db; locale: Locale }): Promise<Category[]> {
  const rows = await options.db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({
    id: c.id,
    name: nameIn(options.locale, c),
    color: c.color,
    image: mediaUrl(c.image),
  }));
}

const EMPTY_SETTINGS: SiteSettings = {
  fb_link: null,
  insta_link: null,
  x_link: null,
  whatsapp_number: "",
  address: "",
  email: "",
};

export async function getSettings(options: { db: Db }): Promise<SiteSettings> {
  const [row] = await options.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return EMPTY_SETTINGS;
  return {
    fb_link: row.fbLink,
    insta_link: row.instaLink,
    x_link: row.xLink,
    whatsapp_number: row.whatsappNumber,
    address: row.address,
    email: row.email,
  };
}
