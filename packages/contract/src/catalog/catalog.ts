import { z } from "zod";
import { GENDER_FILTER_OPTIONS } from "../constants.ts";
import { dbId, mustBeIdFromTheList } from "../numbers.ts";
import { VERIFICATION_KINDS, type VerificationCheck } from "../verification.ts";
import { optionSchema } from "./reference.ts";

/** One kind of check of the Verified badge (verification.ts). */
export const verificationCheckSchema = z.object({
  kind: z.enum(VERIFICATION_KINDS),
  count: z.number().int().min(1),
  month: z.string().regex(/^\d{4}-\d{2}$/),
}) satisfies z.ZodType<VerificationCheck>;

export const maidCategorySchema = z.object({ name: z.string(), color: z.string() });

/**
 * A helper as the public sees it. `id` is a public id, not the row number, so the catalogue
 * cannot be walked by counting. Phone numbers are null unless this user purchased the helper.
 * Beyond the fields of decision 036's stable list, what a household asks first: years of
 * experience, the language spoken, gender, and when the profile last changed (ISO 8601).
 * `verification` is the Verified badge: the current checks (kinds and months only), empty
 * for a helper with no current check; `verification_summary` says them in words ("ID checked
 * Mar 2026 · Police clearance Feb 2026 · 2 references Jan 2026"), null with none.
 * `hired_count` is how many households said they hired her through Sahayi.
 */
export const maidSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  location: z.string(),
  profile_picture: z.string(),
  category: z.array(maidCategorySchema),
  shift: z.string(),
  about: z.string().nullable(),
  additional_images: z.array(z.string()),
  is_purchased: z.boolean(),
  mobile_number: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
  experience_years: z.number().int(),
  language: z.string(),
  gender: z.enum(GENDER_FILTER_OPTIONS),
  updated_at: z.iso.datetime(),
  verification: z.array(verificationCheckSchema),
  verification_summary: z.string().nullable(),
  hired_count: z.number().int(),
  /** False while she has paused her listing: her number cannot be revealed then. */
  available: z.boolean(),
  /**
   * The day (India's) she last confirmed she is available (decision 045): a day, never the
   * time she tapped.
   */
  confirmed_on: z.iso.date(),
});
export type Maid = z.infer<typeof maidSchema>;

export const maidIdSchema = z
  .string({ error: "maid_id is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,32}$/, "maid_id is not a valid helper id");

export const subLocationRequestSchema = z.object({
  location_id: dbId(mustBeIdFromTheList("District")),
});
export const subLocationResponseSchema = z.array(optionSchema);
export type SubLocationResponse = z.infer<typeof subLocationResponseSchema>;

export const maidDetailsRequestSchema = z.object({ maid_id: maidIdSchema });

export const categoryDetailsRequestSchema = z.object({
  category_id: dbId(mustBeIdFromTheList("Category")),
});
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  color: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryDetailsResponseSchema = z.object({
  results: z.object({ category: categorySchema }),
});
export type CategoryDetailsResponse = z.infer<typeof categoryDetailsResponseSchema>;
