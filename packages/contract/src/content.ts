import { z } from "zod";
import { categorySchema, maidSchema } from "./catalog.ts";
import { pricingPlanSchema } from "./plans.ts";

/**
 * The words of a banner, shown as HTML over its picture (readable at any width, read out by
 * screen readers, translatable); the pictures carry no lettering. Null where a banner has none.
 */
const bannerWords = {
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  /** The label of the banner's link; without one the banner links with its title. */
  button_label: z.string().nullable(),
};

export const mainBannerSchema = z.object({
  id: z.number().int(),
  desktop_image: z.string(),
  mobile_image: z.string(),
  url: z.string(),
  ...bannerWords,
});
export const homeBannerSchema = z.object({ image: z.string(), link: z.string(), ...bannerWords });

export const siteSettingsSchema = z.object({
  fb_link: z.string().nullable(),
  insta_link: z.string().nullable(),
  x_link: z.string().nullable(),
  whatsapp_number: z.string(),
  address: z.string(),
  email: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const homepageSchema = z.object({
  main_banner: z.array(mainBannerSchema),
  home_banner: z.array(homeBannerSchema),
  category: z.array(categorySchema),
  maids: z.array(maidSchema),
  pricing: z.array(pricingPlanSchema),
  settings: siteSettingsSchema,
});
export type Homepage = z.infer<typeof homepageSchema>;
