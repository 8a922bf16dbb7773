import { HOME_MAIDS_COUNT, type Homepage, mediaUrl, type SiteSettings } from "@sahayi/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { banners, plans, siteSettings } from "../../db/schema.ts";
import { toPricingPlan } from "../../lib/pricing.ts";
import {
  type CatalogReference,
  listCategories,
  newestMaids,
  type Viewer,
} from "../catalog/service.ts";

/** Everything the home page and the site shell need, in one answer (spec §3 homepage data). */
export async function getHomepage(options: {
  db: Db;
  reference: CatalogReference;
  viewer?: Viewer;
}): Promise<Homepage> {
  const { db, reference, viewer } = options;
  const [bannerRows, category, maids, planRows, settings] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(eq(banners.active, true))
      .orderBy(asc(banners.position), asc(banners.id)),
    listCategories({ db }),
    newestMaids({ db, reference, limit: HOME_MAIDS_COUNT, viewer }),
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
      })),
    home_banner: bannerRows
      .filter((b) => b.kind === "home")
      .map((b) => ({ image: mediaUrl(b.desktopImage), link: b.url })),
    category,
    maids,
    pricing: planRows.map(toPricingPlan),
    settings,
  };
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
