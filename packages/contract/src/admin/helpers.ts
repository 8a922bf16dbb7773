import { z } from "zod";
import { maidIdSchema } from "../catalog/catalog.ts";
import { GENDERS } from "../constants.ts";
import { ageMatchesBirthDate, helperProfileFieldsSchema } from "../maid-registration.ts";
import { dbId, mustBeIdFromTheList } from "../numbers.ts";
import type { Endpoint } from "../paths.ts";
import { VERIFICATION_KINDS } from "../verification.ts";
import {
  type AdminImage,
  adminImageSchema,
  adminListQuerySchema,
  adminPageSchema,
} from "./console.ts";
import { adminHelperEditMessages, adminMessages } from "./messages.ts";

/**
 * The console's helpers: the review queue and list, one helper's page and its actions, the
 * edit of every field, and the verification records.
 */

// ---- list, review, suspend ----------------------------------------------------------------

/** review_status in the database; `pending` is the "under review". */
export const helperStatuses = [
  "awaiting_payment",
  "pending",
  "approved",
  "rejected",
  "suspended",
  // Approved, and taken off the listing by the helper herself until she resumes (decision 044).
  "paused",
  // Deleted by the helper herself: her personal fields erased, her payments kept (decision 044).
  "deleted",
] as const;
export type HelperStatus = (typeof helperStatuses)[number];

export const ADMIN_HELPER_SORTS = ["created_at", "name", "status", "district"] as const;

export const adminHelpersQuerySchema = adminListQuerySchema(
  ADMIN_HELPER_SORTS,
  "created_at",
).extend({
  status: z
    .enum(helperStatuses, { error: `Status must be one of ${helperStatuses.join(", ")}.` })
    .optional(),
  district_id: dbId(mustBeIdFromTheList("District")).optional(),
});
export type AdminHelpersQuery = z.infer<typeof adminHelpersQuerySchema>;

export const adminHelperRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile_number: z.string(),
  district: z.string(),
  status: z.enum(helperStatuses),
  profile_picture: z.string(),
  created_at: z.iso.datetime(),
});
export type AdminHelperRow = z.infer<typeof adminHelperRowSchema>;

export const adminHelpersPageSchema = adminPageSchema(adminHelperRowSchema);
export type AdminHelpersPage = z.infer<typeof adminHelpersPageSchema>;

export const adminHelperPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(["created", "paid", "failed"]),
  total_paise: z.number().int(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  paid_at: z.iso.datetime().nullable(),
});

/** Every field of a helper, the photo and gallery at full size, and its registration payments. */
export const adminHelperDetailSchema = adminHelperRowSchema.extend({
  whatsapp_number: z.string(),
  email: z.string(),
  address: z.string(),
  constituency: z.string(),
  pincode: z.string(),
  age: z.number().int(),
  date_of_birth: z.string(),
  gender: z.string(),
  caste: z.string(),
  language: z.string(),
  shift: z.string(),
  experience_years: z.number().int(),
  about: z.string().nullable(),
  categories: z.array(z.string()),
  gallery: z.array(z.string()),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  payments: z.array(adminHelperPaymentSchema),
});
export type AdminHelperDetail = z.infer<typeof adminHelperDetailSchema>;

export const adminHelperParamsSchema = z.object({ id: maidIdSchema });

export const adminActionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(helperStatuses),
});
export type AdminActionResponse = z.infer<typeof adminActionResponseSchema>;

/** The list, one helper and the review actions (the prefix and the account are in console.ts). */
export const adminHelpersPaths = {
  helpers: "/api/admin/helpers" as Endpoint<{ GET: AdminHelpersPage }>,
  helper: "/api/admin/helpers/:id",
  helperOf: (id: string) =>
    `/api/admin/helpers/${encodeURIComponent(id)}` as Endpoint<{ GET: AdminHelperDetail }>,
  approve: "/api/admin/helpers/:id/approve",
  reject: "/api/admin/helpers/:id/reject",
  suspend: "/api/admin/helpers/:id/suspend",
  restore: "/api/admin/helpers/:id/restore",
  helperAction: (id: string, action: "approve" | "reject" | "suspend" | "restore") =>
    `/api/admin/helpers/${encodeURIComponent(id)}/${action}` as Endpoint<{
      POST: AdminActionResponse;
    }>,
} as const;

// ---- edit --------------------------------------------------------------------------------

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

// ---- verification records ----------------------------------------------------------------

/**
 * Verification records: what an admin checked for a helper. Only the last four
 * characters of an identity document are ever stored (a longer number is refused), and no
 * image of it; the public badge shows only the kinds and months (verification.ts).
 */

/** The routes; under /api/admin/, so they get the admin guard (decision 018). */
export const verificationPaths = {
  records: "/api/admin/helpers/:id/verifications",
  recordsOf: (helperId: string) =>
    `/api/admin/helpers/${encodeURIComponent(helperId)}/verifications` as Endpoint<{
      GET: VerificationRecords;
      POST: VerificationChange;
    }>,
  record: "/api/admin/helpers/:id/verifications/:record_id",
  recordOf: (helperId: string, recordId: number) =>
    `/api/admin/helpers/${encodeURIComponent(helperId)}/verifications/${recordId}` as Endpoint<{
      DELETE: VerificationChange;
    }>,
} as const;

export const ID_DOCUMENT_TYPES = [
  "Aadhaar",
  "Voter ID",
  "Driving licence",
  "Passport",
  "PAN",
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const VERIFICATION_KIND_LABELS = {
  id_document: "Identity document",
  police_clearance: "Police clearance",
  reference: "Reference called",
} as const satisfies Record<(typeof VERIFICATION_KINDS)[number], string>;

export const VERIFICATION_TEXT_MAX_LENGTH = 100;
export const VERIFICATION_NOTE_MAX_LENGTH = 500;

/** Today's date (YYYY-MM-DD) in UTC, give or take the time zone: a check cannot be later. */
const latestAllowedDate = () =>
  new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    // Date.parse rolls 30 February over into March; a real date reads back the same.
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} must be a real date.`)
    .refine((value) => value <= latestAllowedDate(), `${label} cannot be in the future.`);

const textField = (label: string, max = VERIFICATION_TEXT_MAX_LENGTH) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const idDocumentCheckSchema = z.object({
  kind: z.literal("id_document"),
  document_type: z.enum(ID_DOCUMENT_TYPES, {
    error: `Document type must be one of ${ID_DOCUMENT_TYPES.join(", ")}.`,
  }),
  document_last4: z
    .string({ error: adminMessages.documentLast4 })
    .trim()
    .regex(/^[A-Za-z0-9]{4}$/, adminMessages.documentLast4)
    .transform((value) => value.toUpperCase()),
  checked_on: dateField("Date checked"),
});

export const policeClearanceCheckSchema = z.object({
  kind: z.literal("police_clearance"),
  police_station: textField("Issuing police station"),
  checked_on: dateField("Date of issue"),
});

export const referenceCheckSchema = z.object({
  kind: z.literal("reference"),
  reference_name: textField("Who was called"),
  relationship: textField("Relationship"),
  note: textField("Note", VERIFICATION_NOTE_MAX_LENGTH),
  checked_on: dateField("Date called"),
});

/** POST body: one record of one kind. */
export const verificationInputSchema = z.discriminatedUnion(
  "kind",
  [idDocumentCheckSchema, policeClearanceCheckSchema, referenceCheckSchema],
  { error: `Kind must be one of ${VERIFICATION_KINDS.join(", ")}.` },
);
export type VerificationInput = z.input<typeof verificationInputSchema>;
export type VerificationInputParsed = z.output<typeof verificationInputSchema>;

export const verificationRecordParamsSchema = z.object({
  id: maidIdSchema,
  record_id: dbId("Record id must be a whole number."),
});

/** A record as the admin sees it: the kind's own fields are set, the others null. */
export const verificationRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VERIFICATION_KINDS),
  checked_on: z.string(),
  document_type: z.enum(ID_DOCUMENT_TYPES).nullable(),
  document_last4: z.string().nullable(),
  police_station: z.string().nullable(),
  reference_name: z.string().nullable(),
  relationship: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  recorded_at: z.iso.datetime(),
  /** Younger than VERIFICATION_VALID_DAYS: it counts towards the public badge. */
  current: z.boolean(),
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

export const verificationRecordsSchema = z.object({
  items: z.array(verificationRecordSchema),
  valid_days: z.number().int(),
});
export type VerificationRecords = z.infer<typeof verificationRecordsSchema>;

export const verificationChangeSchema = z.object({ message: z.string() });
export type VerificationChange = z.infer<typeof verificationChangeSchema>;
