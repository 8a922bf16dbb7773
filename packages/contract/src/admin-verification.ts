import { z } from "zod";
import { adminMessages } from "./admin-messages.ts";
import { maidIdSchema } from "./catalog.ts";
import { dbId } from "./numbers.ts";
import type { Endpoint } from "./paths.ts";
import { VERIFICATION_KINDS } from "./verification.ts";

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
