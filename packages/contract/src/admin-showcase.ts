import { z } from "zod";
import { requiredText } from "./accounts.ts";
import { adminMessages } from "./admin-messages.ts";
import { MAID_IMAGE_TYPES } from "./constants.ts";
import { boundedInt, DB_INT_MAX } from "./numbers.ts";

/**
 * The admin console's pictures of the site: categories and the main and home
 * banners. A picture is uploaded first (POST /api/admin/images, multipart, one `image`),
 * through the same pipeline as people's photos; the forms then save its key.
 */

export const ADMIN_IMAGE_FIELD = "image";
/** Banners are wide photographs: more room than a helper's photo. */
export const ADMIN_IMAGE_MAX_BYTES = 5_000_000;
export const ADMIN_IMAGE_TYPES = MAID_IMAGE_TYPES;

export const adminImageSchema = z.object({ key: z.string(), url: z.string() });
export type AdminImage = z.infer<typeof adminImageSchema>;

/** An uploaded picture's key: 20 letters and digits (lib/ids.ts IMAGE_KEY_PATTERN). */
const imageKey = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(/^[A-Za-z0-9]{20}$/, `${label} is required.`);

const positionField = boundedInt({
  min: 0,
  max: DB_INT_MAX.smallint,
  message: `Order must be a whole number from 0 to ${DB_INT_MAX.smallint}.`,
}).default(0);

const optionalWords = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => value || null)
    .nullable()
    .default(null);

// ---- categories ----------------------------------------------------------------------------

export const adminCategoryFormSchema = z.object({
  name: requiredText("Name is required.", "Name", 40),
  color: z
    .string({ error: adminMessages.colorInvalid })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, adminMessages.colorInvalid),
  image: imageKey("Card picture"),
  banner_image: imageKey("Banner picture"),
  position: positionField,
});
export type AdminCategoryForm = z.input<typeof adminCategoryFormSchema>;
export type AdminCategoryValues = z.output<typeof adminCategoryFormSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  image: z.string(),
  image_url: z.string(),
  banner_image: z.string(),
  banner_url: z.string(),
  position: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesSchema = z.object({ items: z.array(adminCategorySchema) });
export type AdminCategories = z.infer<typeof adminCategoriesSchema>;

// ---- banners -------------------------------------------------------------------------------

export const bannerKinds = ["main", "home"] as const;
export type BannerKind = (typeof bannerKinds)[number];

/**
 * A path on this site ("/subscriptions") or an https:// address. No backslash anywhere:
 * browsers read "/\evil.example" as the address of another site.
 */
const bannerLink = z
  .string({ error: adminMessages.bannerLinkInvalid })
  .trim()
  .max(300, "Link must be at most 300 characters.")
  .regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s/\\]+\.[^\s\\]+)$/, adminMessages.bannerLinkInvalid);

export const adminBannerFormSchema = z.object({
  kind: z.enum(bannerKinds, { error: "Kind must be main or home." }),
  desktop_image: imageKey("Desktop picture"),
  /** Main banners may have a narrower picture for phones; without one phones get the desktop one. */
  mobile_image: imageKey("Mobile picture").nullable().default(null),
  url: bannerLink,
  title: optionalWords("Title", 120),
  subtitle: optionalWords("Subtitle", 200),
  button_label: optionalWords("Button label", 40),
  position: positionField,
  active: z.boolean({ error: "Active must be true or false." }),
});
export type AdminBannerForm = z.input<typeof adminBannerFormSchema>;
export type AdminBannerValues = z.output<typeof adminBannerFormSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(bannerKinds),
  desktop_image: z.string(),
  desktop_url: z.string(),
  mobile_image: z.string().nullable(),
  mobile_url: z.string().nullable(),
  url: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  button_label: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersSchema = z.object({ items: z.array(adminBannerSchema) });
export type AdminBanners = z.infer<typeof adminBannersSchema>;
