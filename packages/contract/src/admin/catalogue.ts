import { z } from "zod";
import { emailField, requiredText, whatsappField, withoutControlCharacters } from "../accounts.ts";
import { ADDRESS_MAX_LENGTH, PAISE_PER_RUPEE } from "../constants.ts";
import type { SiteSettings } from "../content.ts";
import { accountMessages, fieldMessages } from "../messages.ts";
import { boundedInt, DB_INT_MAX, dbId, mustBeIdFromTheList } from "../numbers.ts";
import type { Endpoint } from "../paths.ts";
import {
  type AdminImage,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPageSchema,
} from "./console.ts";
import { adminMessages } from "./messages.ts";

/**
 * The admin console's catalogue: plans, site settings, the reference lists, and the
 * pictures of the site (categories and banners). Form schemas use the wire's field names, so
 * a 400's `fields` land on the inputs.
 */

export const adminCataloguePaths = {
  plans: "/api/admin/plans" as Endpoint<{ GET: AdminPlansPage; POST: AdminPlan }>,
  plan: "/api/admin/plans/:id",
  planOf: (id: number) => `/api/admin/plans/${id}` as Endpoint<{ GET: AdminPlan; PUT: AdminPlan }>,
  settings: "/api/admin/settings" as Endpoint<{ GET: SiteSettings; PUT: SiteSettings }>,
  referenceList: "/api/admin/reference/:list",
  referenceListOf: (list: ReferenceListName) =>
    `/api/admin/reference/${list}` as Endpoint<{ GET: ReferenceList; POST: ReferenceSaved }>,
  referenceItem: "/api/admin/reference/:list/:id",
  referenceItemOf: (list: ReferenceListName, id: number) =>
    `/api/admin/reference/${list}/${id}` as Endpoint<{
      PUT: ReferenceSaved;
      DELETE: ReferenceSaved;
    }>,
  images: "/api/admin/images" as Endpoint<{ POST: AdminImage }>,
  categories: "/api/admin/categories" as Endpoint<{ GET: AdminCategories; POST: AdminCategory }>,
  category: "/api/admin/categories/:id",
  categoryOf: (id: number) => `/api/admin/categories/${id}` as Endpoint<{ PUT: AdminCategory }>,
  banners: "/api/admin/banners" as Endpoint<{ GET: AdminBanners; POST: AdminBanner }>,
  banner: "/api/admin/banners/:id",
  bannerOf: (id: number) => `/api/admin/banners/${id}` as Endpoint<{ PUT: AdminBanner }>,
} as const;

// ---- plans ---------------------------------------------------------------------------------

export const planKinds = ["subscription", "maid_registration"] as const;
export type PlanKind = (typeof planKinds)[number];

export const PLAN_PRICE_MAX_RUPEES = 1_00_000;
export const PLAN_TEXT_MAX_LENGTH = 120;
export const PLAN_DESCRIPTION_MAX_LENGTH = 1_000;

const optionalText = (label: string, max: number) =>
  withoutControlCharacters(
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`),
  )
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** Rupees with at most two decimals (whole paise), from 1 to PLAN_PRICE_MAX_RUPEES. */
const priceField = z
  .number({ error: "Price must be a number of rupees." })
  .min(1, "Price must be at least ₹1.")
  .max(PLAN_PRICE_MAX_RUPEES, `Price must be at most ₹${PLAN_PRICE_MAX_RUPEES}.`)
  .refine(
    // Stryker disable next-line EqualityOperator: no price typed in rupees lands exactly 1e-6 off.
    (rupees) => Math.abs(rupees * PAISE_PER_RUPEE - Math.round(rupees * PAISE_PER_RUPEE)) < 1e-6,
    "Price can have at most two decimals (whole paise).",
  );

/** Price in rupees as the admin types it, in paise as the database keeps it. */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * PAISE_PER_RUPEE);

/** What an admin edits on a plan. A registration plan's enquiries and days are not used. */
export const adminPlanFormSchema = z.object({
  name: requiredText("Name is required.", "Name", 60),
  title: requiredText("Title is required.", "Title", PLAN_TEXT_MAX_LENGTH),
  subtitle: optionalText("Subtitle", PLAN_TEXT_MAX_LENGTH),
  description: z
    .string({ error: "Description must be text." })
    .trim()
    .max(
      PLAN_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${PLAN_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .default(""),
  plan_type: optionalText("Plan type", 40),
  /** An image key a plan already uses (the badges are pictures), or null for none. */
  badge_icon: z.string().trim().max(200).nullable().default(null),
  price: priceField,
  enquiries: boundedInt({
    min: 0,
    max: 10_000,
    message: "Enquiries must be a whole number from 0 to 10000.",
  }),
  tenure_days: boundedInt({
    min: 0,
    max: 3_650,
    message: "Days must be a whole number from 0 to 3650.",
  }),
  active: z.boolean({ error: "Active must be true or false." }),
  position: boundedInt({
    min: 0,
    max: DB_INT_MAX.smallint,
    message: `Order must be a whole number from 0 to ${DB_INT_MAX.smallint}.`,
  }).default(0),
});
export type AdminPlanForm = z.input<typeof adminPlanFormSchema>;
export type AdminPlanValues = z.output<typeof adminPlanFormSchema>;

export const adminPlanSchema = z.object({
  id: z.number().int(),
  kind: z.enum(planKinds),
  name: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  plan_type: z.string().nullable(),
  badge_icon: z.string().nullable(),
  /** The badge as a picture address, for the table and the form's preview. */
  badge_url: z.string().nullable(),
  price: z.number(),
  enquiries: z.number().int(),
  tenure_days: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const ADMIN_PLAN_SORTS = ["position", "name", "price", "kind"] as const;
export const adminPlansQuerySchema = adminListQuerySchema(ADMIN_PLAN_SORTS, "position");
export type AdminPlansQuery = z.infer<typeof adminPlansQuerySchema>;
export const adminPlansPageSchema = adminPageSchema(adminPlanSchema).extend({
  /** The badge pictures plans use, for the form's choice. */
  badges: z.array(z.object({ key: z.string(), url: z.string() })),
});
export type AdminPlansPage = z.infer<typeof adminPlansPageSchema>;

// ---- site settings -------------------------------------------------------------------------

const socialLink = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine(
      (value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      `${label} must be an https:// address.`,
    )
    .transform((value) => value || null)
    .nullable()
    .default(null);

export const adminSettingsFormSchema = z.object({
  whatsapp_number: whatsappField(fieldMessages.whatsappExact),
  address: requiredText(fieldMessages.addressRequired, "Address", ADDRESS_MAX_LENGTH, "lines"),
  email: emailField(fieldMessages.emailInvalid),
  fb_link: socialLink("Facebook link"),
  insta_link: socialLink("Instagram link"),
  x_link: socialLink("X link"),
});
export type AdminSettingsForm = z.input<typeof adminSettingsFormSchema>;

// ---- reference lists -----------------------------------------------------------------------

export const referenceListNames = [
  "districts",
  "constituencies",
  "castes",
  "shifts",
  "languages",
] as const;
export type ReferenceListName = (typeof referenceListNames)[number];

export const referenceListTitles: Record<ReferenceListName, string> = {
  districts: "Districts",
  constituencies: "Constituencies",
  castes: "Castes",
  shifts: "Shifts",
  languages: "Languages",
};

export const referenceListParamsSchema = z.object({
  list: z.enum(referenceListNames, {
    error: `List must be one of ${referenceListNames.join(", ")}.`,
  }),
});
export const referenceItemParamsSchema = referenceListParamsSchema.extend(
  adminIdParamsSchema.shape,
);

export const REFERENCE_NAME_MAX_LENGTH = 60;

/** A character of the Malayalam script (its Unicode block, U+0D00–U+0D7F). */
const MALAYALAM_LETTER = /[\u0D00-\u0D7F]/;

/**
 * The Malayalam name of an entry or a category, which the Malayalam pages show in place of the
 * English one; empty is none (they show the English one). It must be in Malayalam script: an
 * English name typed into this field would otherwise show on the Malayalam pages as if translated.
 */
const malayalamName = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: "Malayalam name must be text." })
      .trim()
      .max(max, accountMessages.textTooLong("Malayalam name", max)),
  )
    .refine(
      (value) => value === "" || MALAYALAM_LETTER.test(value),
      adminMessages.malayalamNameScript,
    )
    .transform((value) => value || null)
    .nullable()
    .default(null);

/**
 * Adding or renaming an entry; a constituency also names its district and its number. The form
 * sends the whole entry, so a Malayalam name left out or empty is saved as none.
 */
export const referenceItemFormSchema = z.object({
  name: requiredText("Name is required.", "Name", REFERENCE_NAME_MAX_LENGTH),
  name_ml: malayalamName(REFERENCE_NAME_MAX_LENGTH),
  district_id: dbId(mustBeIdFromTheList("District")).optional(),
  number: boundedInt({
    min: 1,
    max: DB_INT_MAX.smallint,
    message: "Number must be a whole number from 1.",
  }).optional(),
});
export type ReferenceItemForm = z.input<typeof referenceItemFormSchema>;

export const referenceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ml: z.string().nullable(),
  /** Constituencies only. */
  district_id: z.number().int().nullable(),
  number: z.number().int().nullable(),
  /** How many helpers (and, for districts, users and constituencies) use it. */
  in_use: z.number().int(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceListSchema = z.object({ items: z.array(referenceItemSchema) });
export type ReferenceList = z.infer<typeof referenceListSchema>;

/** What adding, changing or removing a reference item answers. */
export const referenceSavedSchema = z.object({ message: z.string(), id: z.number().int() });
export type ReferenceSaved = z.infer<typeof referenceSavedSchema>;

// ---- showcase: categories and banners ----------------------------------------------------

/** Categories and the main and home banners; their pictures are uploaded first (console.ts). */

/** An uploaded picture's key: 20 letters and digits (lib/ids.ts IMAGE_KEY_PATTERN). */
const imageKey = (label: string) =>
  // Stryker disable next-line StringLiteral: an empty message falls back to the schema's own, the same words.
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

export const CATEGORY_NAME_MAX_LENGTH = 40;

export const adminCategoryFormSchema = z.object({
  name: requiredText("Name is required.", "Name", CATEGORY_NAME_MAX_LENGTH),
  name_ml: malayalamName(CATEGORY_NAME_MAX_LENGTH),
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
  name_ml: z.string().nullable(),
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
