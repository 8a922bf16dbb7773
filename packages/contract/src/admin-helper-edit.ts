import { z } from "zod";
import { adminHelperEditMessages } from "./admin-messages.ts";
import { type AdminImage, adminImageSchema } from "./admin-showcase.ts";
import { maidIdSchema } from "./catalog.ts";
import { GENDERS } from "./constants.ts";
import { ageMatchesBirthDate, helperProfileFieldsSchema } from "./maid-registration.ts";
import type { Endpoint } from "./paths.ts";

/**
 * An admin edits any field of a helper. The fields are the registration form's,
 * with its messages, and the helper's "about" text; the photo and gallery change through
 * their own routes (multipart), so a picked image is stored at once and the form keeps its
 * typed words.
 */

export const adminHelperEditPaths = {
  edit: "/api/admin/helpers/:id/edit",
  editOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}/edit` as Endpoint<{
      GET: AdminHelperEditForm;
      PUT: AdminHelperEditForm;
    }>,
  photo: "/api/admin/helpers/:id/photo",
  photoOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}/photo` as Endpoint<{ POST: AdminImage }>,
  gallery: "/api/admin/helpers/:id/gallery",
  galleryOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}/gallery` as Endpoint<{ POST: AdminImage[] }>,
  galleryImage: "/api/admin/helpers/:id/gallery/:key",
  galleryImageOf: (id: string, key: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}/gallery/${encodeURIComponent(key)}` as Endpoint<{
      DELETE: AdminImage[];
    }>,
} as const;

/** PUT /api/admin/helpers/:id/edit: every field of the registration form, "about" among them. */
export const adminHelperEditSchema = ageMatchesBirthDate(helperProfileFieldsSchema);
export type AdminHelperEditInput = z.input<typeof adminHelperEditSchema>;
export type AdminHelperEdit = z.output<typeof adminHelperEditSchema>;

/** What the edit form starts from: the fields as ids and numbers, and the images. */
export const adminHelperEditFormSchema = z.object({
  name: z.string(),
  mobile_number: z.string(),
  whatsapp_number: z.string(),
  email: z.string(),
  address: z.string(),
  location: z.number().int(),
  sub_location: z.number().int(),
  pincode: z.string(),
  date_of_birth: z.string(),
  gender: z.enum(GENDERS),
  caste: z.number().int(),
  maid_language: z.number().int(),
  shift: z.number().int(),
  maid_experience: z.number().int(),
  category_ids: z.array(z.number().int()),
  about: z.string().nullable(),
  profile_picture: adminImageSchema,
  gallery: z.array(adminImageSchema),
});
export type AdminHelperEditForm = z.infer<typeof adminHelperEditFormSchema>;

export const adminHelperImageParamsSchema = z.object({
  id: maidIdSchema,
  key: z.string().regex(/^[A-Za-z0-9]{20}$/, adminHelperEditMessages.galleryImageNotFound),
});
