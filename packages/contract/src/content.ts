import { z } from "zod";
import { phoneField, requiredText } from "./accounts.ts";
import { categorySchema, maidSchema } from "./catalog/catalog.ts";
import {
  CONTACT_HONEYPOT_FIELD,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
} from "./constants.ts";
import { LOCALES } from "./i18n/translate.ts";
import { fieldMessages } from "./messages.ts";
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

// ---- contact form (product §2 Contact page, §3 Contact payload, §5, §7) -----------------------

/** Product §5: "a standard address pattern with a 2-4 letter suffix". */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;

export const contactFormSchema = z.object({
  name: requiredText(fieldMessages.nameRequired, "Name", NAME_MAX_LENGTH),
  mobile_number: phoneField(fieldMessages.phoneContactInvalid),
  email: requiredText(fieldMessages.emailRequired, "Email", EMAIL_MAX_LENGTH).regex(
    CONTACT_EMAIL_PATTERN,
    fieldMessages.emailContactInvalid,
  ),
  message: requiredText(fieldMessages.messageRequired, "Message", MESSAGE_MAX_LENGTH, "lines").min(
    MESSAGE_MIN_LENGTH,
    fieldMessages.messageTooShort,
  ),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** What the API takes: the form's fields and the honeypot (absent or empty from a person). */
export const contactRequestSchema = contactFormSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(1000).optional(),
});

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ---- policy pages (product §2 Static pages) --------------------------------------------------

/** The pages kept as Markdown the admin can edit, by the address they are shown at. */
export const contentPageSlugs = [
  "terms-and-conditions",
  "privacy-policy",
  "cancellation-and-refund",
  "shipping-and-delivery",
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** One page, rendered to safe HTML on the server (decision 011). */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML: headings, paragraphs, lists, emphasis, links; never scripts or styles. */
  html: z.string(),
  /** The language of the title and text: Malayalam where asked for and translated. */
  language: z.enum(LOCALES),
  /** When the text last changed, ISO 8601. */
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageParamsSchema = z.object({ slug: z.string().max(100) });
