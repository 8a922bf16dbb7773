import { z } from "zod";
import { maidIdSchema, maidSchema } from "../catalog/catalog.ts";
import {
  CONTACT_OUTCOMES,
  CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
  CONTACT_REPORT_NOTE_MAX_LENGTH,
  CONTACT_REPORT_REASONS,
  CONTACT_REPORT_STATUSES,
} from "../constants.ts";
import { revealMessages } from "../messages.ts";
import { dbId } from "../numbers.ts";

/**
 * The contact reveal (product §4): a household spends one enquiry on a helper and gets
 * the helper's numbers, and may report a dead contact within a week.
 */

/** POST purchase-maid { maid_id } (product §7). */
export const purchaseMaidRequestSchema = z.object({ maid_id: maidIdSchema });
export type PurchaseMaidRequest = z.infer<typeof purchaseMaidRequestSchema>;

/** A stable interface (decision 036): the numbers and the quota left after the purchase. */
export const purchaseMaidResponseSchema = z.object({
  maid_id: z.string(),
  is_purchased: z.literal(true),
  mobile_number: z.string(),
  whatsapp_number: z.string(),
  user_remaining_enquiry: z.number().int(),
  user_total_enquiry: z.number().int(),
});
export type PurchaseMaidResponse = z.infer<typeof purchaseMaidResponseSchema>;

export const contactReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(CONTACT_REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(CONTACT_REPORT_STATUSES),
  /** Why it was declined, as the admin wrote it; null when no reason was given. */
  decline_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ContactReport = z.infer<typeof contactReportSchema>;

/**
 * A helper in the Maids tab: when it was bought, until when it can be reported, its report, and
 * whether the household says it hired her (null until it says).
 */
export const purchasedMaidSchema = maidSchema.extend({
  purchased_at: z.iso.datetime(),
  report_until: z.iso.datetime(),
  contact_report: contactReportSchema.nullable(),
  outcome: z.enum(CONTACT_OUTCOMES).nullable(),
});
export type PurchasedMaid = z.infer<typeof purchasedMaidSchema>;

export const purchasedMaidsResponseSchema = z.object({ maids: z.array(purchasedMaidSchema) });
export type PurchasedMaidsResponse = z.infer<typeof purchasedMaidsResponseSchema>;

/** POST contact-report { maid_id, reason, note? }. */
export const contactReportRequestSchema = z.object({
  maid_id: maidIdSchema,
  reason: z.enum(CONTACT_REPORT_REASONS, { error: revealMessages.reportReasonRequired }),
  note: z
    .string()
    .trim()
    .max(
      CONTACT_REPORT_NOTE_MAX_LENGTH,
      `Note must be at most ${CONTACT_REPORT_NOTE_MAX_LENGTH} characters.`,
    )
    .optional()
    .transform((note) => (note ? note : undefined)),
});
export type ContactReportRequest = z.input<typeof contactReportRequestSchema>;

/**
 * POST contact-outcome { maid_id, outcome }: whether the household hired a helper it revealed.
 * It may change its answer; `hired_count` is the helper's public "Hired through Sahayi" count.
 */
export const contactOutcomeRequestSchema = z.object({
  maid_id: maidIdSchema,
  outcome: z.enum(CONTACT_OUTCOMES, { error: revealMessages.outcomeRequired }),
});
export type ContactOutcomeRequest = z.infer<typeof contactOutcomeRequestSchema>;
export const contactOutcomeResponseSchema = z.object({
  maid_id: z.string(),
  outcome: z.enum(CONTACT_OUTCOMES),
  hired_count: z.number().int(),
});
export type ContactOutcomeResponse = z.infer<typeof contactOutcomeResponseSchema>;

/** An admin's view of a report: who, which helper, why. */
export const adminContactReportSchema = contactReportSchema.extend({
  maid_id: z.string(),
  maid_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  decided_at: z.iso.datetime().nullable(),
});
export type AdminContactReport = z.infer<typeof adminContactReportSchema>;

export const adminContactReportsResponseSchema = z.object({
  reports: z.array(adminContactReportSchema),
});
export type AdminContactReportsResponse = z.infer<typeof adminContactReportsResponseSchema>;

export const adminContactReportParamsSchema = z.object({
  id: dbId("id must be a report id."),
});

/** POST admin/contact-reports/{id}/decision { decision, reason? }: a reason only to decline. */
export const contactReportDecisionRequestSchema = z
  .object({
    decision: z.enum(["accepted", "declined"], { error: "decision must be accepted or declined." }),
    reason: z
      .string()
      .trim()
      .max(
        CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
        revealMessages.declineReasonTooLong(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH),
      )
      .optional()
      .transform((reason) => (reason ? reason : undefined)),
  })
  .refine((body) => body.decision === "declined" || body.reason === undefined, {
    path: ["reason"],
    error: revealMessages.declineReasonOnlyWhenDeclined,
  });
export type ContactReportDecisionRequest = z.input<typeof contactReportDecisionRequestSchema>;

export const contactReportDecisionResponseSchema = z.object({
  report: adminContactReportSchema,
  /** True when this decision gave the enquiry back (only the first acceptance does). */
  enquiry_returned: z.boolean(),
  /** True when this acceptance took the helper off the public listing. */
  maid_delisted: z.boolean(),
});
export type ContactReportDecisionResponse = z.infer<typeof contactReportDecisionResponseSchema>;
