import { z } from "zod";
import { ADMIN_REASON_MAX_LENGTH, adminImageSchema } from "../admin/console.ts";
import { helperStatuses } from "../admin/helpers.ts";
import { maidIdSchema } from "../catalog/catalog.ts";
import type { Endpoint } from "../paths.ts";
import { listingChangeKinds } from "./helper-listing.ts";

/**
 * The admin's queue of what helpers changed in their own listings (decision 046): details
 * already live, to be marked seen; photos waiting, to be approved or rejected.
 */

export const listingChangeMessages = {
  alreadyReviewed: "This change has already been reviewed.",
  notFound: "No such listing change.",
  outcomeForDetails: "A change of details is marked as seen; only photos are approved or rejected.",
  outcomeForImage: "A photo is approved or rejected.",
  galleryFull: "Her gallery is full; remove an image first.",
  approved: "Photo approved; the public sees it now.",
  rejected: "Photo rejected; she sees the reason on her page.",
  seen: "Marked as seen.",
} as const;

/** One field's change, with the lists' names instead of ids. */
const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const adminListingChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(listingChangeKinds),
  helper: z.object({ id: z.string(), name: z.string(), status: z.enum(helperStatuses) }),
  created_at: z.iso.datetime(),
  /** A details change: what each changed field was and is. Empty for a photo. */
  fields: z.array(fieldChangeSchema),
  /** The new photo or gallery image waiting for review; null for details. */
  image: adminImageSchema.nullable(),
  /** Her public profile photo now, to set beside a new one. */
  current_photo: adminImageSchema,
});
export type AdminListingChange = z.infer<typeof adminListingChangeSchema>;

export const adminListingChangesSchema = z.object({
  changes: z.array(adminListingChangeSchema),
});
export type AdminListingChanges = z.infer<typeof adminListingChangesSchema>;

/** `?helper=` narrows the queue to one helper (her admin page's section). */
export const adminListingChangesQuerySchema = z.object({ helper: maidIdSchema.optional() });

export const listingChangeOutcomes = ["approved", "rejected", "seen"] as const;

export const adminListingDecisionSchema = z.object({
  outcome: z.enum(listingChangeOutcomes),
  /** Why a photo was rejected; she reads it on her page. */
  reason: z
    .string()
    .trim()
    .max(ADMIN_REASON_MAX_LENGTH, `Reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters.`)
    .nullable()
    .optional()
    .transform((reason) => reason || null),
});
export type AdminListingDecision = z.input<typeof adminListingDecisionSchema>;

export const adminListingDecisionResponseSchema = z.object({ message: z.string() });

export const adminListingChangesPaths = {
  changes: "/api/admin/listing-changes" as Endpoint<{ GET: AdminListingChanges }>,
  decision: "/api/admin/listing-changes/:id",
  decisionOf: (id: number) =>
    `/api/admin/listing-changes/${id}` as Endpoint<{ POST: { message: string } }>,
} as const;
