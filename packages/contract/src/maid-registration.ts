import { z } from "zod";
import {
  addressField,
  emailField,
  isPickedFile,
  nameField,
  type PickedFile,
  phoneField,
  pincodeField,
  requiredIdField,
  verificationTokenField,
  whatsappField,
} from "./accounts.ts";
import {
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_CATEGORIES_MAX,
  MAID_GALLERY_FIELD,
  MAID_IMAGE_MAX_BYTES,
  MAID_IMAGE_TYPES,
  MAID_PHOTO_FIELD,
  MAXIMUM_AGE,
  MAXIMUM_EXPERIENCE_YEARS,
  MINIMUM_AGE,
  REGISTRATION_GENDERS,
} from "./constants.ts";
import { fieldMessages, registrationMessages } from "./messages.ts";
import { dbId } from "./numbers.ts";
import { paymentOrderSchema } from "./payments.ts";
import { consentCheckboxField, consentFields } from "./privacy-consent.ts";
import { optionSchema } from "./reference.ts";

export const registrationPlanSchema = z.object({
  amount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total_amount: z.number(),
});

export const registrationDataSchema = z.object({
  location: z.array(optionSchema),
  caste: z.array(optionSchema),
  shift: z.array(optionSchema),
  categories: z.array(optionSchema),
  language: z.array(optionSchema),
  maid_registration_plan: registrationPlanSchema,
});
export type RegistrationData = z.infer<typeof registrationDataSchema>;

// ---- the registration form (spec §3 "Maid registration form and payload", §5) ---------------

/** An empty input is "not given": the field's required message, not its format message. */
const emptyIsMissing = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "")
    ? undefined
    : value;

/** A whole number typed as digits (forms send text); anything else is `invalid`. */
const typedWholeNumber = (options: {
  required: string;
  invalid: string;
  min: number;
  tooSmall: string;
  max: number;
  tooLarge: string;
}) =>
  z.preprocess(
    emptyIsMissing,
    z
      .custom<unknown>((value) => value !== undefined, { error: options.required })
      .pipe(
        z.preprocess(
          (value) =>
            typeof value === "string" && /^[0-9]{1,4}$/.test(value.trim())
              ? Number(value.trim())
              : value,
          z
            .int({ error: options.invalid })
            .min(options.min, options.tooSmall)
            .max(options.max, options.tooLarge),
        ),
      ),
  );

const ageField = typedWholeNumber({
  required: fieldMessages.ageRequired,
  invalid: fieldMessages.ageNumber,
  min: MINIMUM_AGE,
  tooSmall: fieldMessages.ageMinimum,
  max: MAXIMUM_AGE,
  tooLarge: registrationMessages.ageTooHigh,
});

/** Whole years: the form's input takes digits only (no e, +, - or .), the server likewise. */
const experienceField = typedWholeNumber({
  required: fieldMessages.experienceRequired,
  invalid: registrationMessages.experienceWholeYears,
  min: 0,
  tooSmall: registrationMessages.experienceWholeYears,
  max: MAXIMUM_EXPERIENCE_YEARS,
  tooLarge: registrationMessages.experienceTooHigh,
});

/**
 * Today's date in India (UTC+05:30, no daylight saving), YYYY-MM-DD. Helpers pick their date of
 * birth on Indian clocks; the server must not call an Indian "today" the future at 02:00 IST.
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** YYYY-MM-DD as a date input gives it; a real day, from 1900 and not later than today. */
const dateOfBirthField = z.preprocess(
  emptyIsMissing,
  z
    .string({ error: fieldMessages.dobRequired })
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, registrationMessages.dobInvalid)
    .refine(isRealDate, registrationMessages.dobInvalid)
    .refine((value) => value >= "1900-01-01", registrationMessages.dobInvalid)
    .refine((value) => value <= todayInIndia(), registrationMessages.dobInFuture),
);

const genderField = z.enum(REGISTRATION_GENDERS, { error: fieldMessages.genderRequired });

/**
 * The job categories: a list of ids in the form, a JSON-encoded list on the wire (spec §3:
 * `category_ids`). Duplicates collapse; an empty list is "Job category is required".
 */
const categoryIdsField = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(dbId(registrationMessages.categoriesInvalid), {
      error: registrationMessages.categoriesInvalid,
    })
    .min(1, fieldMessages.categoryRequired)
    .max(MAID_CATEGORIES_MAX, registrationMessages.tooManyCategories)
    .transform((ids) => [...new Set(ids)]),
);

/** The text parts of POST /api/maid/registration/ (the files are the parts named below). */
export const maidRegistrationFieldsSchema = z.object({
  name: nameField,
  mobile_number: phoneField(fieldMessages.phone10),
  whatsapp_number: whatsappField(fieldMessages.whatsapp10),
  email: emailField(fieldMessages.emailAddressInvalid),
  shift: requiredIdField(fieldMessages.shiftRequired, "Shift"),
  category_ids: categoryIdsField,
  address: addressField,
  location: requiredIdField(fieldMessages.districtRequired, "District"),
  sub_location: requiredIdField(registrationMessages.constituencyRequired, "Constituency"),
  pincode: pincodeField(fieldMessages.pincode6),
  age: ageField,
  date_of_birth: dateOfBirthField,
  gender: genderField,
  caste: requiredIdField(fieldMessages.casteRequired, "Caste"),
  maid_language: requiredIdField(fieldMessages.languageRequired, "Language"),
  maid_experience: experienceField,
  /** Spec §3: always the text Yes. */
  maid_accomodation: z
    .literal("Yes", { error: registrationMessages.accommodationYes })
    .default("Yes"),
  verification_token: verificationTokenField,
  ...consentFields,
});
export type MaidRegistrationFields = z.infer<typeof maidRegistrationFieldsSchema>;

// ---- images --------------------------------------------------------------------------------

/**
 * The spec's image rules on the client's side (type from the browser, size in bytes). The
 * server reads the bytes themselves: see the API's image pipeline.
 */
export function maidImageProblem(file: PickedFile): string | undefined {
  if (!(MAID_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return registrationMessages.imageUnsupported;
  }
  if (file.size > MAID_IMAGE_MAX_BYTES) return fieldMessages.fileTooLarge;
  return undefined;
}

const maidImage = (required: string) =>
  z
    .custom<PickedFile>(isPickedFile, { error: required, abort: false })
    .superRefine((file, context) => {
      if (!isPickedFile(file)) return;
      const problem = maidImageProblem(file);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** The registration form as the page holds it: the fields above, the photo and the gallery. */
export const maidRegistrationFormSchema = maidRegistrationFieldsSchema
  .omit({ verification_token: true, maid_accomodation: true, privacy_policy_version: true })
  .extend({
    privacy_policy_accepted: consentCheckboxField,
    [MAID_PHOTO_FIELD]: maidImage(fieldMessages.photoRequired),
    [MAID_GALLERY_FIELD]: z
      .array(maidImage(fieldMessages.fileTooLarge))
      .max(MAID_ADDITIONAL_IMAGES_MAX, fieldMessages.tooManyImages),
  });
export type MaidRegistrationFormInput = z.input<typeof maidRegistrationFormSchema>;
export type MaidRegistrationForm = z.output<typeof maidRegistrationFormSchema>;

/**
 * What POST /api/maid/registration/ answers (201): the payment order of the registration fee
 * (everything the checkout needs, `razorpay_order_id` among it) and the helper's public id.
 */
export const maidRegistrationResponseSchema = paymentOrderSchema.extend({
  maid_id: z.string(),
});
export type MaidRegistrationResponse = z.infer<typeof maidRegistrationResponseSchema>;
