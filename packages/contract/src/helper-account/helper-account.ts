import { z } from "zod";
import { phoneField, tokenPairSchema, verificationTokenField } from "../accounts.ts";
import { helperStatuses } from "../admin/helpers.ts";
import { maidSchema } from "../catalog/catalog.ts";
import { HELPER_PAUSE_MAX_DAYS } from "../constants.ts";
import { fieldMessages } from "../messages.ts";

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
} as const;

export const maidLoginRequestSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
  verification_token: verificationTokenField,
});
export type MaidLoginRequest = z.infer<typeof maidLoginRequestSchema>;

/** Counts of the last 30 days: no household's identity. */
export const helperActivitySchema = z.object({
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
