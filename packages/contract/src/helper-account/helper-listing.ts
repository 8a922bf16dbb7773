import { z } from "zod";
import { adminImageSchema } from "../admin/console.ts";
import { helperProfileFieldsSchema } from "../maid-registration.ts";

/**
 * A helper edits her own listing (decision 046): her about text, shift, language and
 * categories go live at once, with the registration form's rules and messages; a new photo or
 * gallery image waits for the admin's review while the public keeps the old ones.
 */

export const helperListingMessages = {
  notEditable: "Only a listed helper (live or paused) can edit her listing.",
  imageNotFound: "This image is not in your listing.",
  saved: "Your listing is updated.",
} as const;

/** The kinds of change the admin's queue holds. */
export const listingChangeKinds = ["details", "photo", "gallery"] as const;
export type ListingChangeKind = (typeof listingChangeKinds)[number];

/** The fields she edits herself, with the registration form's schemas and messages. */
export const maidListingRequestSchema = helperProfileFieldsSchema.pick({
  about: true,
  shift: true,
  maid_language: true,
  category_ids: true,
});
export type MaidListingRequestInput = z.input<typeof maidListingRequestSchema>;
export type MaidListingRequest = z.output<typeof maidListingRequestSchema>;
export const maidListingFields = Object.keys(maidListingRequestSchema.shape) as Array<
  keyof MaidListingRequest
>;

/** A photo the admin refused, with the reason she reads on her page. */
const refusedImageSchema = z.object({
  kind: z.enum(["photo", "gallery"]),
  reason: z.string().nullable(),
  reviewed_at: z.iso.datetime(),
});

/** `GET /api/maid/listing`: her edit form, her public photos and those waiting for review. */
export const maidListingSchema = z.object({
  /** Her public id: her page is /maid/:id. */
  id: z.string(),
  about: z.string().nullable(),
  shift: z.number().int(),
  maid_language: z.number().int(),
  category_ids: z.array(z.number().int()),
  profile_picture: adminImageSchema,
  gallery: z.array(adminImageSchema),
  /** A new profile photo waiting for review; the public still sees `profile_picture`. */
  pending_photo: adminImageSchema.nullable(),
  pending_gallery: z.array(adminImageSchema),
  /** Images refused in the last 30 days, newest first. */
  refused: z.array(refusedImageSchema),
});
export type MaidListing = z.infer<typeof maidListingSchema>;

export const maidListingImageParamsSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9]{20}$/, helperListingMessages.imageNotFound),
});
