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
import { ageOn, todayInIndia } from "./age.ts";
import { optionSchema } from "./catalog/reference.ts";
import {
  GENDERS,
  HELPER_ABOUT_MAX_LENGTH,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_CATEGORIES_MAX,
  MAID_GALLERY_FIELD,
  MAID_IMAGE_MAX_BYTES,
  MAID_IMAGE_TYPES,
  MAID_PHOTO_FIELD,
  MAXIMUM_AGE,
  MAXIMUM_EXPERIENCE_YEARS,
  MINIMUM_AGE,
} from "./constants.ts";
import { accountMessages, fieldMessages, registrationMessages } from "./messages.ts";
import { dbId } from "./numbers.ts";
import { paymentOrderSchema } from "./payments.ts";
import { consentCheckboxField, consentFields } from "./privacy/privacy-consent.ts";

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

// ---- the registration form (product §3 "Maid registration form and payload", §5) ---------------

/** An empty input is "not given": the field's required message, not its format message. */
const emptyIsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A whole number typed as digits (forms send text); anything else is `invalid`. */
const wholeNumberText = (options: {
  invalid: string;
  min: number;
  tooSmall: string;
  max: number;
  tooLarge: string;
}) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^[0-9]{1,4}$/.test(value.trim()) ? Number(value.trim()) : value,
    z
      .int({ error: options.invalid })
      .min(options.min, options.tooSmall)
      .max(options.max, options.tooLarge),
  );

/** The same, required: an empty input gets `required`. */
const typedWholeNumber = (options: Parameters<typeof wholeNumberText>[0] & { required: string }) =>
  z.preprocess(
    emptyIsMissing,
    z
      .custom<unknown>((value) => value !== undefined, { error: options.required })
      .pipe(wholeNumberText(options)),
  );

/**
 * The spec's `age`, now optional: the age is counted from the date of birth (age.ts). A client
 * that still sends it must send the age that date gives (see ageMatchesBirthDate).
 */
const ageField = z.preprocess(
  emptyIsMissing,
  wholeNumberText({
    invalid: fieldMessages.ageNumber,
    min: MINIMUM_AGE,
    tooSmall: fieldMessages.ageMinimum,
    max: MAXIMUM_AGE,
    tooLarge: registrationMessages.ageTooHigh,
  }).optional(),
);

/** Whole years: the form's input takes digits only (no e, +, - or .), the server likewise. */
const experienceField = typedWholeNumber({
  required: fieldMessages.experienceRequired,
  invalid: registrationMessages.experienceWholeYears,
  min: 0,
  tooSmall: registrationMessages.experienceWholeYears,
  max: MAXIMUM_EXPERIENCE_YEARS,
  tooLarge: registrationMessages.experienceTooHigh,
});

/** YYYY-MM-DD; its anchors only say early what isRealDate, which reads the day back, holds. */
// Stryker disable next-line Regex: equivalent behind isRealDate.
const DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * YYYY-MM-DD as a date input gives it; a real day, not later than today, of someone 18 to 100
 * years old (the spec's "Must be at least 18", whether the age was typed or counted).
 */
const dateOfBirthField = z.preprocess(
  emptyIsMissing,
  z
    .string({ error: fieldMessages.dobRequired })
    .regex(DATE_PATTERN, registrationMessages.dobInvalid)
    .refine(isRealDate, registrationMessages.dobInvalid)
    .refine((value) => value <= todayInIndia(), registrationMessages.dobInFuture)
    .refine((value) => ageOn(value) >= MINIMUM_AGE, fieldMessages.ageMinimum)
    .refine((value) => ageOn(value) <= MAXIMUM_AGE, registrationMessages.ageTooHigh),
);

const genderField = z.enum(GENDERS, { error: fieldMessages.genderRequired });

/**
 * "About me", in the helper's own words; optional (an empty box is no text). Like a name it
 * has a length limit here, and public pages show it with phone numbers hidden.
 */
const aboutField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: registrationMessages.aboutText })
    .trim()
    .max(HELPER_ABOUT_MAX_LENGTH, accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH))
    .nullable()
    .default(null),
);

/**
 * The job categories: a list of ids in the form, a JSON-encoded list on the wire (product §3:
 * `category_ids`). Duplicates collapse; an empty list is "Job category is required".
 */
const categoryIdsField = z.preprocess(
  (value) => {
    // Not sent at all is missing too, not malformed.
    if (value === undefined || value === null) return [];
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

/**
 * A helper's profile as she gives it and an admin edits it: the form's fields, without the
 * phone's token and the files.
 */
export const helperProfileFieldsSchema = z.object({
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
  about: aboutField,
});

/**
 * A client that sends `age` must send the one its date of birth gives today; checked once both
 * fields are valid on their own, so every other problem is still reported at the same time.
 */
export function ageMatchesBirthDate<T extends z.ZodType<{ age?: number; date_of_birth: string }>>(
  schema: T,
) {
  return schema.refine((form) => form.age === undefined || form.age === ageOn(form.date_of_birth), {
    path: ["age"],
    error: (issue) =>
      registrationMessages.ageDisagrees(
        ageOn((issue.input as { date_of_birth: string }).date_of_birth),
      ),
    when: (payload) =>
      !payload.issues.some(
        // Stryker disable next-line OptionalChaining: every issue zod reports has a path.
        (issue) => issue.path?.[0] === "age" || issue.path?.[0] === "date_of_birth",
      ),
  });
}

/**
 * The text parts of POST /api/maid/registration/ (the files are the parts named below), each
 * checked on its own: the OpenAPI document shows these; maidRegistrationFieldsSchema checks them.
 */
export const maidRegistrationPartsSchema = helperProfileFieldsSchema.extend({
  /** Product §3: always the text Yes. */
  maid_accomodation: z
    .literal("Yes", { error: registrationMessages.accommodationYes })
    .default("Yes"),
  verification_token: verificationTokenField,
  ...consentFields,
});
export const maidRegistrationFieldsSchema = ageMatchesBirthDate(maidRegistrationPartsSchema);
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
export const maidRegistrationFormSchema = ageMatchesBirthDate(
  helperProfileFieldsSchema.extend({
    privacy_policy_accepted: consentCheckboxField,
    [MAID_PHOTO_FIELD]: maidImage(fieldMessages.photoRequired),
    [MAID_GALLERY_FIELD]: z
      .array(maidImage(fieldMessages.fileTooLarge))
      .max(MAID_ADDITIONAL_IMAGES_MAX, fieldMessages.tooManyImages),
  }),
);
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
