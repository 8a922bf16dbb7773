import { z } from "zod";
import { phoneField, tokenPairSchema, verificationTokenField } from "../accounts.ts";
import { helperStatuses } from "../admin/helpers.ts";
import { maidSchema } from "../catalog/catalog.ts";
import { CONFIRM_LINK_VALID_DAYS, HELPER_PAUSE_MAX_DAYS } from "../constants.ts";
import { fieldMessages } from "../messages.ts";
import {
  myDataOneTimeCodeSchema,
  myDataOutboxMessageSchema,
  myDataPaymentSchema,
} from "../privacy/privacy.ts";

/**
 * A helper's own side: she signs in with a one-time code (no password), sees her listing as
 * the public does with her status and the fields only she and the admin see, and pauses or
 * resumes it herself. Her login is not a household's: each token works on its own routes only.
 */

export const helperAccountMessages = {
  notRegistered:
    "No helper registration uses this phone number. Please register as a helper first.",
  paused: "This helper is not available now. Nothing was spent.",
  availableRequired: "Say whether you are available (true or false).",
  availableFromInvalid: "Available from must be a date (YYYY-MM-DD).",
  availableFromWithPause: "Available from goes only with a pause (available: false).",
  availableFromRange: `Available from must be a day after today and within ${HELPER_PAUSE_MAX_DAYS} days.`,
  notListed: "Only a listed (approved) helper can pause or resume her listing.",
  deleted: "Your listing and your details have been deleted.",
  /** What an erased registration is called where it still appears (an admin's list, invoices). */
  deletedName: "Deleted helper",
  // Her SMS link (decision 045): each refusal says what to do instead.
  linkRequired: "The link is missing its code. Open the link from our SMS again.",
  linkInvalid:
    "This link is not one we sent, or it was cut short. Open the newest link from our SMS, or sign in to confirm on your page.",
  linkExpired: `This link has expired (a link works for ${CONFIRM_LINK_VALID_DAYS} days). Sign in to confirm on your page.`,
  linkUsed: "This link has been used already: you answered then. Sign in to see your listing.",
  linkNotListed:
    "Your listing is not live now (paused, or taken off), so there is nothing to confirm. Sign in to see why.",
  confirmed: "Thank you. Your listing now says you are available, confirmed today.",
  /** The link's other button: she found work. */
  pausedByLink:
    "Your listing is paused: households see you as not available and cannot open your number. When you look for work again, resume it on your page.",
  /** The development route's answers. */
  devAsked: "Asked: her SMS is in the outbox.",
  devNotListed: "No listed helper uses this phone number.",
} as const;

export const maidLoginRequestSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
  verification_token: verificationTokenField,
});
export type MaidLoginRequest = z.infer<typeof maidLoginRequestSchema>;

/** Counts of the last 30 days: no household's identity. */
export const helperActivitySchema = z.object({
  /** Opens of her page, one per visitor a day (a crawler's are not counted). */
  profile_views: z.number().int(),
  numbers_revealed: z.number().int(),
  hires_reported: z.number().int(),
});

/** `GET /api/maid/me`: her listing as the public sees it, her status, her private fields. */
export const maidAccountSchema = z.object({
  status: z.enum(helperStatuses),
  /** Why the admin refused the registration; null unless rejected. */
  rejection_reason: z.string().nullable(),
  /** Listed and not paused: what households can reveal. */
  available: z.boolean(),
  /** The day a pause ends by itself (India's date); null when paused until she resumes. */
  available_from: z.iso.date().nullable(),
  listing: maidSchema,
  mobile_number: z.string(),
  whatsapp_number: z.string(),
  email: z.string(),
  address: z.string(),
  pincode: z.string(),
  date_of_birth: z.iso.date(),
  last_30_days: helperActivitySchema,
});
export type MaidAccount = z.infer<typeof maidAccountSchema>;

export const maidLoginResponseSchema = tokenPairSchema.extend({ maid: maidAccountSchema });
export type MaidLoginResponse = z.infer<typeof maidLoginResponseSchema>;
/** The web app's answer: its refresh token is in the helper's HttpOnly cookie instead. */
export const cookieMaidLoginResponseSchema = maidLoginResponseSchema.omit({ refresh_token: true });
export type CookieMaidLoginResponse = z.infer<typeof cookieMaidLoginResponseSchema>;

/**
 * Pause (`available: false`, optionally until a day) or resume (`available: true`). The day
 * is India's calendar day; the pause ends at its start.
 */
export const maidAvailabilityRequestSchema = z
  .object({
    available: z.boolean({ error: helperAccountMessages.availableRequired }),
    available_from: z.iso
      .date({ error: helperAccountMessages.availableFromInvalid })
      .nullable()
      .optional(),
  })
  .refine((body) => body.available === false || body.available_from == null, {
    message: helperAccountMessages.availableFromWithPause,
    path: ["available_from"],
  });
export type MaidAvailabilityRequest = z.infer<typeof maidAvailabilityRequestSchema>;

/**
 * Her one-tap answer from the SMS link (no login): the link's code, posted by one of the page's
 * buttons, never by opening the link (SMS apps open links to preview them). `available`
 * true (the default) confirms her listing; false pauses it, as when she has found work.
 */
export const maidConfirmAvailabilityRequestSchema = z.object({
  token: z
    .string({ error: helperAccountMessages.linkRequired })
    .trim()
    .min(1, helperAccountMessages.linkRequired)
    .max(200, helperAccountMessages.linkInvalid),
  available: z.boolean({ error: helperAccountMessages.availableRequired }).optional().default(true),
});
export type MaidConfirmAvailabilityRequest = z.infer<typeof maidConfirmAvailabilityRequestSchema>;

/** The development route that sends one helper her monthly ask now, by her phone. */
export const devAskAvailabilityRequestSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
});

/** Deleting her listing asks for a fresh `maid_login` code: a stolen session cannot do it. */
export const maidDeleteRequestSchema = z.object({ verification_token: verificationTokenField });
export type MaidDeleteRequest = z.infer<typeof maidDeleteRequestSchema>;

const when = z.iso.datetime();

/** A check the admin recorded about her (decision 019), as it is kept. */
const maidMyDataVerificationSchema = z.object({
  kind: z.string(),
  checked_on: z.iso.date(),
  document_type: z.string().nullable(),
  document_last4: z.string().nullable(),
  police_station: z.string().nullable(),
  reference_name: z.string().nullable(),
  relationship: z.string().nullable(),
  note: z.string().nullable(),
  recorded_at: when,
});

/**
 * `GET /api/maid/my-data`: everything kept about her, as the privacy policy lists it. What
 * households did with her listing is counted, and their reports listed, without naming them.
 */
export const maidMyDataSchema = z.object({
  exported_at: when,
  registration: z.object({
    id: z.string(),
    name: z.string(),
    mobile_number: z.string(),
    whatsapp_number: z.string(),
    email: z.string(),
    address: z.string(),
    district: z.string(),
    constituency: z.string(),
    pincode: z.string(),
    date_of_birth: z.iso.date(),
    gender: z.string(),
    religion: z.string(),
    language: z.string(),
    shift: z.string(),
    experience_years: z.number().int(),
    about: z.string().nullable(),
    categories: z.array(z.string()),
    profile_picture: z.string(),
    additional_images: z.array(z.string()),
    status: z.enum(helperStatuses),
    rejection_reason: z.string().nullable(),
    available_from: z.iso.date().nullable(),
    hired_count: z.number().int(),
    created_at: when,
    reviewed_at: when.nullable(),
    updated_at: when,
    privacy_policy_version: z.string().nullable(),
    privacy_policy_accepted_at: when.nullable(),
  }),
  payments: z.array(myDataPaymentSchema),
  verification_records: z.array(maidMyDataVerificationSchema),
  contacts: z.object({
    numbers_revealed: z.number().int(),
    hires_reported: z.number().int(),
    reports: z.array(
      z.object({
        reason: z.string(),
        status: z.string(),
        created_at: when,
        decided_at: when.nullable(),
      }),
    ),
  }),
  messages_sent: z.object({
    one_time_codes: z.array(myDataOneTimeCodeSchema),
    notices: z.array(myDataOutboxMessageSchema),
  }),
  /** The changes she made to her listing herself, and what the admin decided. */
  listing_changes: z.array(
    z.object({
      kind: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      image: z.string().nullable(),
      created_at: when,
      outcome: z.string().nullable(),
      reason: z.string().nullable(),
      reviewed_at: when.nullable(),
    }),
  ),
});
export type MaidMyData = z.infer<typeof maidMyDataSchema>;
