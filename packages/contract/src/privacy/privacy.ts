import { z } from "zod";
import { CONTACT_OUTCOMES, PASSWORD_MAX_LENGTH } from "../constants.ts";
import { accountMessages, fieldMessages } from "../messages.ts";
import { privacyMessages } from "./privacy-consent.ts";
import { PRIVACY_POLICY_VERSION } from "./privacy-paths.ts";

/**
 * The rights the privacy policy promises (docs/decisions/025): a copy of one's data, deleting
 * one's account, and consent to the policy's version at sign-up and helper registration.
 */

/**
 * How long the privacy policy says records are kept, in days; the retention job removes them
 * once they are older (it runs every RETENTION_INTERVAL_SECONDS, an hour by default).
 */
export const RETENTION_DAYS = {
  /** One-time codes and failed logins, from when they were made. */
  codesAndFailedLogins: 90,
  /** Contact-form messages, from when an admin read them. */
  handledContactMessages: 365,
  /** Refused helper registrations, from the refusal (6 months, counted short). */
  refusedRegistrations: 180,
  /** What is left of a deleted account (its reveals, reports, plans, sessions). */
  deletedAccounts: 30,
} as const;

export const consentRequestSchema = z.object({
  privacy_policy_version: z
    .string({ error: privacyMessages.consentOutdated })
    .refine((version) => version === PRIVACY_POLICY_VERSION, privacyMessages.consentOutdated),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/**
 * Which version the user last agreed to, and when (both null when never); `ask` says whether
 * the web app asks them to agree to the current one. Admins, the service's own staff, are not
 * asked.
 */
export const consentStateSchema = z.object({
  version: z.string().nullable(),
  accepted_at: z.iso.datetime().nullable(),
  current_version: z.string(),
  ask: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentResponseSchema = z.object({
  message: z.string(),
  consent: consentStateSchema,
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: fieldMessages.passwordRequired })
    .min(1, fieldMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

// ---- download my data --------------------------------------------------------------------

const when = z.iso.datetime();

export const myDataPaymentSchema = z.object({
  plan: z.string(),
  status: z.enum(["created", "paid", "failed"]),
  amount_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  total_paise: z.number().int(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  payment_method: z.string().nullable(),
  invoice_number: z.string().nullable(),
  created_at: when,
  paid_at: when.nullable(),
});

const myDataSubscriptionSchema = z.object({
  plan: z.string(),
  granted_by_admin: z.boolean(),
  enquiries_total: z.number().int(),
  enquiries_used: z.number().int(),
  starts_at: when,
  ends_at: when,
  created_at: when,
});

const myDataRevealSchema = z.object({
  helper_id: z.string(),
  helper_name: z.string(),
  spent_enquiry: z.boolean(),
  created_at: when,
});

const myDataReportSchema = z.object({
  helper_id: z.string(),
  helper_name: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.string(),
  created_at: when,
  decided_at: when.nullable(),
});

const myDataContactMessageSchema = z.object({
  name: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: when,
  read_at: when.nullable(),
});

/** A one-time code sent to the user's phone: when and why, never the code. */
export const myDataOneTimeCodeSchema = z.object({
  purpose: z.string(),
  client_address: z.string(),
  created_at: when,
  expires_at: when,
  used_at: when.nullable(),
});

/** A receipt, review, reminder or other notice the outbox sent or is sending to the user. */
export const myDataOutboxMessageSchema = z.object({
  kind: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  created_at: when,
  sent_at: when.nullable(),
});

const myDataFailedLoginSchema = z.object({ client_address: z.string(), created_at: when });

/** A helper kept on the user's shortlist, and since when. */
const myDataShortlistSchema = z.object({
  helper_id: z.string(),
  helper_name: z.string(),
  added_at: when,
});

/** What the user said came of a contact: whether it hired the helper, and when it said so. */
const myDataHireAnswerSchema = z.object({
  helper_id: z.string(),
  helper_name: z.string(),
  outcome: z.enum(CONTACT_OUTCOMES),
  answered_at: when,
});

/**
 * GET my-data: everything kept about the logged-in user, as the policy lists it. Messages
 * the service sent are grouped under `messages_sent`, one list per kind.
 */
export const myDataSchema = z.object({
  exported_at: when,
  account: z.object({
    name: z.string(),
    mobile_number: z.string(),
    whatsapp_number: z.string(),
    email: z.string(),
    address: z.string(),
    district: z.string().nullable(),
    pincode: z.string(),
    profile_picture: z.string().nullable(),
    role: z.string(),
    created_at: when,
    privacy_policy_version: z.string().nullable(),
    privacy_policy_accepted_at: when.nullable(),
  }),
  subscriptions: z.array(myDataSubscriptionSchema),
  payments: z.array(myDataPaymentSchema),
  reveals: z.array(myDataRevealSchema),
  reports: z.array(myDataReportSchema),
  shortlist: z.array(myDataShortlistSchema),
  hire_answers: z.array(myDataHireAnswerSchema),
  contact_messages: z.array(myDataContactMessageSchema),
  failed_logins: z.array(myDataFailedLoginSchema),
  messages_sent: z.object({
    one_time_codes: z.array(myDataOneTimeCodeSchema),
    notices: z.array(myDataOutboxMessageSchema),
  }),
});
export type MyData = z.infer<typeof myDataSchema>;
