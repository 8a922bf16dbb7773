import { z } from "zod";
import { maidSchema } from "./catalog/catalog.ts";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PINCODE_DIGITS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
} from "./constants.ts";
import { accountMessages, fieldMessages } from "./messages.ts";
import { dbId, mustBeIdFromTheList } from "./numbers.ts";
import { subscriptionQuotaFields, transactionInvoiceFields } from "./payments.ts";
import { consentCheckboxField, consentFields } from "./privacy/privacy-consent.ts";
import { hasControlCharacters, type TextLines } from "./text.ts";

/**
 * Accounts: one-time codes, sign-up, login, sessions, password reset and the profile area.
 * Form schemas use the wire's field names, so a 400's `fields` land on the form's inputs as
 * they are; the web form and the API validate with the same objects.
 */

/** A stable interface (decision 036); `maid_login` is a helper's sign-in (decision 044). */
export const otpPurposes = ["signup", "maid_registration", "reset", "maid_login"] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

// ---- field rules -------------------------------------------------------------------------

/** Text without control characters; tabs and line breaks only where the text has `lines`. */
export const withoutControlCharacters = <T extends z.ZodString>(
  schema: T,
  lines: TextLines = "one-line",
) => schema.refine((text) => !hasControlCharacters(text, lines), fieldMessages.controlCharacters);

/** Required text: trimmed, not empty, not longer than `max`, one line unless told. */
export const requiredText = (
  required: string,
  label: string,
  max: number,
  lines: TextLines = "one-line",
) =>
  withoutControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, accountMessages.textTooLong(label, max)),
    lines,
  );

/** Exactly `count` digits (the web inputs strip anything else as the user types). */
const digitsField = (count: number, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(new RegExp(`^[0-9]{${count}}$`), invalid);

export const phoneField = (invalid: string, required: string = fieldMessages.phoneRequired) =>
  digitsField(PHONE_DIGITS, required, invalid);

export const whatsappField = (invalid: string) =>
  digitsField(PHONE_DIGITS, fieldMessages.whatsappRequired, invalid);

export const pincodeField = (invalid: string) =>
  digitsField(PINCODE_DIGITS, fieldMessages.pincodeRequired, invalid);

/** A name, an @, a domain with a dot and a suffix of letters; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const emailField = (invalid: string) =>
  requiredText(fieldMessages.emailRequired, "Email", EMAIL_MAX_LENGTH).regex(
    EMAIL_PATTERN,
    invalid,
  );

export const nameField = requiredText(fieldMessages.nameRequired, "Name", NAME_MAX_LENGTH);
export const addressField = requiredText(
  fieldMessages.addressRequired,
  "Address",
  ADDRESS_MAX_LENGTH,
  "lines",
);

/** Passwords are taken as typed: spaces count. */
export const passwordField = z
  .string({ error: fieldMessages.passwordRequired })
  .min(1, fieldMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, fieldMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH));

/**
 * The id of an option picked from a list (a select's text in forms, a number in JSON):
 * nothing picked is `required`, anything that is not a row id is "… must be an id from the list."
 */
export const requiredIdField = (required: string, label: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      // abort: false keeps the form's own checks (Passwords must match) running meanwhile.
      .custom<unknown>((value) => value !== undefined, { error: required, abort: false })
      .pipe(dbId(mustBeIdFromTheList(label))),
  );

/** The district's id, from a select (text in forms, a number in JSON). */
const districtField = requiredIdField(fieldMessages.districtRequired, "District");

/** An opaque token from verify-otp; its absence means the phone was not verified. */
export const verificationTokenField = z
  .string({ error: fieldMessages.verifyPhoneFirst })
  .min(1, fieldMessages.verifyPhoneFirst)
  .max(2048, accountMessages.verificationInvalid);

const confirmField = (required: string) => z.string({ error: required }).min(1, required);

/** "Passwords must match" on confirm_password, checked even while other fields are wrong. */
const passwordsMatch = <Schema extends z.ZodType<{ password: string; confirm_password: string }>>(
  schema: Schema,
) =>
  schema.refine((value) => value.password === value.confirm_password, {
    message: fieldMessages.passwordsMustMatch,
    path: ["confirm_password"],
    when: ({ value }) => {
      const v = value as Partial<Record<"password" | "confirm_password", unknown>>;
      return typeof v.password === "string" && typeof v.confirm_password === "string";
    },
  });

// ---- profile photo -----------------------------------------------------------------------

/** What the browser tells about a picked file (a File or Blob has both). */
export interface PickedFile {
  size: number;
  type: string;
}

/**
 * The spec's photo rules on the client's side. The server never trusts `type`: it reads the
 * file's first bytes (see the API's image pipeline) and counts the bytes as they stream in.
 */
export function profilePhotoProblem(file: PickedFile): string | undefined {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return fieldMessages.photoUnsupported;
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return fieldMessages.photoTooLarge;
  return undefined;
}

export const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PickedFile).size === "number" &&
  typeof (value as PickedFile).type === "string";

export const profilePhotoSchema = z
  // abort: false keeps the form's own checks (Passwords must match) running meanwhile; the
  // photo's own rules below still wait for a file.
  .custom<PickedFile>(isPickedFile, { error: fieldMessages.photoRequired, abort: false })
  .superRefine((file, context) => {
    if (!isPickedFile(file)) return;
    const problem = profilePhotoProblem(file);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** The multipart part that carries the sign-up photo. */
export const PROFILE_PHOTO_FIELD = "profile_picture";

// ---- one-time codes ----------------------------------------------------------------------

const otpPurposeField = z.enum(otpPurposes, { error: accountMessages.otpPurposeInvalid });

export const requestOtpSchema = z.object({
  mobile_number: phoneField(fieldMessages.verifyNeedsPhone, fieldMessages.verifyNeedsPhone),
  purpose: otpPurposeField,
});
export type RequestOtp = z.infer<typeof requestOtpSchema>;

/** Never the code: only when the user may ask again and how long the code lives, in seconds. */
export const requestOtpResponseSchema = z.object({
  message: z.string(),
  resend_after: z.number().int(),
  expires_in: z.number().int(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

/** The message for fewer than 4 digits: the registration pages and forgot password differ. */
export const otpIncompleteMessage = (purpose: OtpPurpose) =>
  purpose === "reset" ? fieldMessages.otpIncompleteReset : fieldMessages.otpIncompleteRegistration;

export const otpCodeField = (message: string) =>
  z.string({ error: message }).regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), message);

export const verifyOtpSchema = z.object({
  mobile_number: phoneField(fieldMessages.verifyNeedsPhone, fieldMessages.verifyNeedsPhone),
  otp: otpCodeField(fieldMessages.otpIncompleteRegistration),
  purpose: otpPurposeField,
});
export type VerifyOtp = z.infer<typeof verifyOtpSchema>;

export const verifyOtpResponseSchema = z.object({
  verification_token: z.string(),
  expires_in: z.number().int(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** The development outbox (decision 036, stable interfaces), newest first. */
export const devSmsQuerySchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
});
export const devSmsResponseSchema = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), created_at: z.string() })),
});
export type DevSmsResponse = z.infer<typeof devSmsResponseSchema>;

// ---- sign-up -----------------------------------------------------------------------------

/** The text parts of the sign-up multipart body (the photo is the part PROFILE_PHOTO_FIELD). */
export const signUpFieldsSchema = z.object({
  name: nameField,
  mobile_number: phoneField(fieldMessages.phoneExact),
  whatsapp_number: whatsappField(fieldMessages.whatsappExact),
  email: emailField(fieldMessages.emailInvalid),
  password: passwordField,
  address: addressField,
  location: districtField,
  pincode: pincodeField(fieldMessages.pincodeExact),
  verification_token: verificationTokenField,
  ...consentFields,
});
export type SignUpFields = z.infer<typeof signUpFieldsSchema>;

/** The sign-up form: the fields above, the confirmation and the photo; the token comes from the OTP block. */
export const signUpFormSchema = passwordsMatch(
  signUpFieldsSchema.omit({ verification_token: true, privacy_policy_version: true }).extend({
    confirm_password: confirmField(fieldMessages.confirmPasswordRequired),
    [PROFILE_PHOTO_FIELD]: profilePhotoSchema,
    privacy_policy_accepted: consentCheckboxField,
  }),
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---- login and sessions ------------------------------------------------------------------

export const loginRequestSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneLoginInvalid),
  // Length rules are for new passwords; at login any wrong password is just wrong.
  password: z
    .string({ error: fieldMessages.passwordRequired })
    .min(1, fieldMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the client keeps it (product §3 "Auth session"). */
export const userDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  whatsapp_number: z.string(),
  address: z.string(),
  /** The district's name, as the spec shows it; location_id is the same district's id. */
  location: z.string().nullable(),
  location_id: z.number().int().nullable(),
  pincode: z.string(),
  profile_picture: z.string().nullable(),
  role: z.enum(roles),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Tokens as the client stores them; `expires_in` is the access token's life in seconds. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user_data: userDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const refreshTokenField = z
  .string({ error: accountMessages.sessionExpired })
  .min(1, accountMessages.sessionExpired)
  .max(256, accountMessages.sessionExpired);

/** Rotates: the answer carries a new refresh token and the old one stops working. */
export const refreshTokenRequestSchema = z.object({ refresh_token: refreshTokenField });
export const refreshTokenResponseSchema = tokenPairSchema.meta({
  description: "A new pair: the refresh token sent is spent.",
});

/** Ends this session (the refresh token's whole family) on the server. */
export const logoutRequestSchema = z.object({ refresh_token: refreshTokenField });

/** The answers the web app gets: its refresh token is in the HttpOnly cookie instead. */
export const cookieLoginResponseSchema = loginResponseSchema.omit({ refresh_token: true });
export type CookieLoginResponse = z.infer<typeof cookieLoginResponseSchema>;
export const cookieTokenResponseSchema = tokenPairSchema.omit({ refresh_token: true });
export type CookieTokenResponse = z.infer<typeof cookieTokenResponseSchema>;

// ---- forgot password ---------------------------------------------------------------------

export const resetPasswordRequestSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
  password: passwordField,
  verification_token: verificationTokenField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Forgot password, step 1. */
export const resetPhoneFormSchema = z.object({
  mobile_number: phoneField(fieldMessages.phoneExact),
});
/** Forgot password, step 2. */
export const resetOtpFormSchema = z.object({
  otp: otpCodeField(fieldMessages.otpIncompleteReset),
});
/** Forgot password, step 3. */
export const resetPasswordFormSchema = passwordsMatch(
  z.object({
    password: passwordField,
    confirm_password: confirmField(fieldMessages.confirmPasswordRequiredReset),
  }),
);

// ---- profile -----------------------------------------------------------------------------

export const profileUserSchema = userDataSchema.omit({ role: true }).extend({
  is_active_plan: z.boolean(),
  user_remaining_enquiry: z.number().int(),
  user_total_enquiry: z.number().int(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/**
 * The plan a subscription or payment was for: its `subtitle` (the plan's slogan, or what an
 * admin's grant was), and beside it the plan's own `title`, which screens show as the heading.
 */
const planSubtitleSchema = z.object({ subtitle: z.string(), title: z.string().optional() });

export const userSubscriptionSchema = z.object({
  maid_registration_plan: planSubtitleSchema,
  total_amount: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  ...subscriptionQuotaFields,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/** A paid payment, newest first; `amount` is the taxable value (see transactionInvoiceFields). */
export const transactionSchema = z.object({
  subscription: z.object({ maid_registration_plan: planSubtitleSchema }),
  amount: z.number(),
  created_at: z.string(),
  payment_method: z.string().nullable(),
  ...transactionInvoiceFields,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET profile-details (product §3 "User profile details"). Dates are ISO 8601. */
export const profileDetailsSchema = z.object({
  user: profileUserSchema,
  transactions: z.array(transactionSchema),
  /** The subscriptions active now. */
  user_subscription: z.array(userSubscriptionSchema),
  maids: z.array(maidSchema),
  /** When the last subscription ended, if there were some and none is active now. */
  expired_subscription_date: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** PUT profile-edit, and the profile form. The phone number is shown but cannot change. */
export const profileUpdateSchema = z.object({
  name: nameField,
  email: emailField(fieldMessages.emailAddressInvalid),
  mobile_number: phoneField(fieldMessages.phone10),
  whatsapp_number: whatsappField(fieldMessages.whatsapp10),
  address: addressField,
  location: districtField,
  pincode: pincodeField(fieldMessages.pincode6),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  user: userDataSchema,
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
