import { describe, expect, it } from "vitest";
import { birthDatesForAges, todayInIndia } from "../src/age.ts";
import {
  HELPER_ABOUT_MAX_LENGTH,
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_CATEGORIES_MAX,
  MAID_IMAGE_MAX_BYTES,
  MAID_IMAGE_TYPES,
  MAXIMUM_AGE,
  MAXIMUM_EXPERIENCE_YEARS,
  MINIMUM_AGE,
} from "../src/constants.ts";
import {
  maidImageProblem,
  maidRegistrationFieldsSchema,
  maidRegistrationFormSchema,
  maidRegistrationResponseSchema,
} from "../src/maid-registration.ts";
import { accountMessages, fieldMessages, registrationMessages } from "../src/messages.ts";
import { privacyMessages } from "../src/privacy/privacy-consent.ts";
import { PRIVACY_POLICY_VERSION } from "../src/privacy/privacy-paths.ts";
import { fieldErrors } from "./helpers/issues.ts";

/** A date of birth that makes `age` today. */
const bornAged = (age: number) => birthDatesForAges(age, age).to;

/** The wire's text parts, as the registration page sends them. */
const parts = {
  name: "Lakshmi",
  mobile_number: "9847012345",
  whatsapp_number: "9847012346",
  email: "lakshmi@example.com",
  shift: "1",
  category_ids: "[2,1,2]",
  address: "Kallumkal House, Kuttanad",
  location: "1",
  sub_location: "2",
  pincode: "688274",
  date_of_birth: bornAged(40),
  gender: "Female",
  caste: "3",
  maid_language: "4",
  maid_experience: "6",
  verification_token: "token",
};
const parsed = {
  ...parts,
  shift: 1,
  category_ids: [2, 1],
  location: 1,
  sub_location: 2,
  caste: 3,
  maid_language: 4,
  maid_experience: 6,
  about: null,
  maid_accomodation: "Yes",
};
const errorsOf = (changes: Record<string, unknown>) =>
  fieldErrors(maidRegistrationFieldsSchema, { ...parts, ...changes });

describe("the registration's text parts", () => {
  it("reads a complete form, ids and years as numbers, duplicate categories once", () => {
    expect(maidRegistrationFieldsSchema.parse(parts)).toEqual(parsed);
    expect(maidRegistrationFieldsSchema.parse({ ...parts, category_ids: [2, 1, 2] })).toEqual(
      parsed,
    );
  });

  it("names every missing field with its own message", () => {
    const empty = Object.fromEntries(Object.keys(parts).map((key) => [key, ""]));
    expect(fieldErrors(maidRegistrationFieldsSchema, empty)).toEqual({
      name: fieldMessages.nameRequired,
      mobile_number: fieldMessages.phoneRequired,
      whatsapp_number: fieldMessages.whatsappRequired,
      email: fieldMessages.emailRequired,
      shift: fieldMessages.shiftRequired,
      category_ids: fieldMessages.categoryRequired,
      address: fieldMessages.addressRequired,
      location: fieldMessages.districtRequired,
      sub_location: registrationMessages.constituencyRequired,
      pincode: fieldMessages.pincodeRequired,
      date_of_birth: fieldMessages.dobRequired,
      gender: fieldMessages.genderRequired,
      caste: fieldMessages.casteRequired,
      maid_language: fieldMessages.languageRequired,
      maid_experience: fieldMessages.experienceRequired,
      verification_token: fieldMessages.verifyPhoneFirst,
    });
    expect(errorsOf({ maid_experience: "   " })).toEqual({
      maid_experience: fieldMessages.experienceRequired,
    });
  });

  it("takes experience as whole years from 0 to the limit, typed as digits", () => {
    for (const years of [0, MAXIMUM_EXPERIENCE_YEARS]) {
      expect(
        maidRegistrationFieldsSchema.parse({ ...parts, maid_experience: ` ${years} ` }),
      ).toEqual({ ...parsed, maid_experience: years });
    }
    expect(errorsOf({ maid_experience: String(MAXIMUM_EXPERIENCE_YEARS + 1) })).toEqual({
      maid_experience: registrationMessages.experienceTooHigh,
    });
    for (const typed of ["-1", "1.5", "1e1", "+3", "five", "12345", -1]) {
      expect(errorsOf({ maid_experience: typed })).toEqual({
        maid_experience: registrationMessages.experienceWholeYears,
      });
    }
  });

  it("takes a real date of birth of someone 18 to 100 today", () => {
    for (const age of [MINIMUM_AGE, MAXIMUM_AGE]) {
      expect(
        maidRegistrationFieldsSchema.parse({ ...parts, date_of_birth: bornAged(age) }),
      ).toEqual({ ...parsed, date_of_birth: bornAged(age) });
    }
    expect(errorsOf({ date_of_birth: bornAged(MINIMUM_AGE - 1) })).toEqual({
      date_of_birth: fieldMessages.ageMinimum,
    });
    expect(errorsOf({ date_of_birth: bornAged(MAXIMUM_AGE + 1) })).toEqual({
      date_of_birth: registrationMessages.ageTooHigh,
    });
    const nextYear = `${Number(todayInIndia().slice(0, 4)) + 1}${todayInIndia().slice(4)}`;
    expect(errorsOf({ date_of_birth: nextYear })).toMatchObject({
      date_of_birth: registrationMessages.dobInFuture,
    });
    for (const unreal of ["1990-02-30", "1990-13-01", "01-02-1990", "1990-1-1", "x1990-01-01"]) {
      expect(errorsOf({ date_of_birth: unreal })).toEqual({
        date_of_birth: registrationMessages.dobInvalid,
      });
    }
  });

  it("takes an age only when it is the one the date of birth gives", () => {
    expect(maidRegistrationFieldsSchema.parse({ ...parts, age: "40" })).toEqual({
      ...parsed,
      age: 40,
    });
    expect(errorsOf({ age: "41" })).toEqual({ age: registrationMessages.ageDisagrees(40) });
    expect(errorsOf({ age: String(MINIMUM_AGE - 1) })).toEqual({ age: fieldMessages.ageMinimum });
    expect(errorsOf({ age: String(MAXIMUM_AGE + 1) })).toEqual({
      age: registrationMessages.ageTooHigh,
    });
    expect(errorsOf({ age: "forty" })).toEqual({ age: fieldMessages.ageNumber });
    // A wrong date of birth is reported alone, not as an age that disagrees with it.
    expect(errorsOf({ age: "40", date_of_birth: "1990-02-30" })).toEqual({
      date_of_birth: registrationMessages.dobInvalid,
    });
  });

  it("takes one to the limit of job categories, ids from the list", () => {
    const most = Array.from({ length: MAID_CATEGORIES_MAX }, (_, i) => i + 1);
    expect(
      maidRegistrationFieldsSchema.parse({ ...parts, category_ids: JSON.stringify(most) })
        .category_ids,
    ).toEqual(most);
    expect(errorsOf({ category_ids: JSON.stringify([...most, 99]) })).toEqual({
      category_ids: registrationMessages.tooManyCategories,
    });
    for (const bad of ["[1", "1,2", "{}"]) {
      expect(errorsOf({ category_ids: bad })).toEqual({
        category_ids: registrationMessages.categoriesInvalid,
      });
    }
    for (const bad of ["[0]", '["a"]']) {
      expect(errorsOf({ category_ids: bad })).toEqual({
        "category_ids.0": registrationMessages.categoriesInvalid,
      });
    }
    expect(errorsOf({ category_ids: "[]" })).toEqual({
      category_ids: fieldMessages.categoryRequired,
    });
  });

  it("keeps About me trimmed, an empty one as none, and refuses it past its length", () => {
    expect(maidRegistrationFieldsSchema.parse({ ...parts, about: " Cooks. " }).about).toBe(
      "Cooks.",
    );
    expect(maidRegistrationFieldsSchema.parse({ ...parts, about: "   " }).about).toBeNull();
    expect(errorsOf({ about: "x".repeat(HELPER_ABOUT_MAX_LENGTH + 1) })).toEqual({
      about: accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH),
    });
    expect(errorsOf({ about: 5 })).toEqual({ about: registrationMessages.aboutText });
  });

  it("takes each gender as registration writes it, accommodation only Yes, the current policy", () => {
    for (const gender of ["Female", "Male", "Other"]) {
      expect(maidRegistrationFieldsSchema.parse({ ...parts, gender }).gender).toBe(gender);
    }
    expect(errorsOf({ gender: "female" })).toEqual({ gender: fieldMessages.genderRequired });
    expect(maidRegistrationFieldsSchema.parse({ ...parts, maid_accomodation: "Yes" })).toEqual(
      parsed,
    );
    expect(errorsOf({ maid_accomodation: "No" })).toEqual({
      maid_accomodation: registrationMessages.accommodationYes,
    });
    expect(
      maidRegistrationFieldsSchema.parse({
        ...parts,
        privacy_policy_version: PRIVACY_POLICY_VERSION,
      }).privacy_policy_version,
    ).toBe(PRIVACY_POLICY_VERSION);
    expect(errorsOf({ privacy_policy_version: "1999-01-01" })).toEqual({
      privacy_policy_version: privacyMessages.consentOutdated,
    });
  });
});

describe("the registration's edges", () => {
  it("names each list a picked id must come from", () => {
    const labels = {
      shift: "Shift",
      location: "District",
      sub_location: "Constituency",
      caste: "Caste",
      maid_language: "Language",
    };
    for (const [field, label] of Object.entries(labels)) {
      expect(errorsOf({ [field]: "x" })).toEqual({
        [field]: `${label} must be an id from the list.`,
      });
    }
  });

  it("an empty experience or category list is missing, not malformed", () => {
    expect(errorsOf({ maid_experience: null })).toEqual({
      maid_experience: fieldMessages.experienceRequired,
    });
    for (const nothing of ["  ", undefined, null]) {
      expect(errorsOf({ category_ids: nothing })).toEqual({
        category_ids: fieldMessages.categoryRequired,
      });
    }
  });

  it("a birth today is too young, not in the future", () => {
    expect(errorsOf({ date_of_birth: todayInIndia() })).toEqual({
      date_of_birth: fieldMessages.ageMinimum,
    });
  });

  it("an age that is itself wrong gets only its own message", () => {
    const messages = (changes: Record<string, unknown>) =>
      (maidRegistrationFieldsSchema.safeParse({ ...parts, ...changes }).error?.issues ?? []).map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(messages({ age: "forty" })).toEqual([`age: ${fieldMessages.ageNumber}`]);
    expect(messages({ age: "41", date_of_birth: "1990-02-30" })).toEqual([
      `date_of_birth: ${registrationMessages.dobInvalid}`,
    ]);
  });
});

describe("the registration page's form", () => {
  const { verification_token: _, ...fields } = parts;
  const photo = { size: 1000, type: "image/png" };
  const form = {
    ...fields,
    privacy_policy_accepted: true,
    profile_picture: photo,
    additional_images: [],
  };

  it("wants the policy's tick and a photo, and takes up to the limit of more images", () => {
    expect(maidRegistrationFormSchema.safeParse(form).success).toBe(true);
    expect(
      fieldErrors(maidRegistrationFormSchema, {
        ...form,
        privacy_policy_accepted: false,
        profile_picture: undefined,
      }),
    ).toEqual({
      privacy_policy_accepted: privacyMessages.consentRequired,
      profile_picture: fieldMessages.photoRequired,
    });
    const gallery = Array.from({ length: MAID_ADDITIONAL_IMAGES_MAX }, () => photo);
    expect(
      maidRegistrationFormSchema.safeParse({ ...form, additional_images: gallery }).success,
    ).toBe(true);
    expect(
      fieldErrors(maidRegistrationFormSchema, { ...form, additional_images: [...gallery, photo] }),
    ).toEqual({ additional_images: fieldMessages.tooManyImages });
    expect(
      fieldErrors(maidRegistrationFormSchema, {
        ...form,
        profile_picture: { size: MAID_IMAGE_MAX_BYTES + 1, type: "image/png" },
        additional_images: [{ size: 1, type: "text/plain" }],
      }),
    ).toEqual({
      profile_picture: fieldMessages.fileTooLarge,
      "additional_images.0": registrationMessages.imageUnsupported,
    });
  });

  it("an image's problem is the form's own kind of issue, with its message", () => {
    const tooLarge = { size: MAID_IMAGE_MAX_BYTES + 1, type: "image/png" };
    expect(
      maidRegistrationFormSchema.safeParse({ ...form, profile_picture: tooLarge }).error?.issues,
    ).toMatchObject([{ code: "custom", message: fieldMessages.fileTooLarge }]);
  });

  it("a missing photo does not hide an age that disagrees with the birth date", () => {
    const errors = fieldErrors(maidRegistrationFormSchema, {
      ...form,
      age: "30",
      profile_picture: undefined,
    });
    expect(errors).toEqual({
      profile_picture: fieldMessages.photoRequired,
      age: registrationMessages.ageDisagrees(40),
    });
  });

  it("a gallery entry that is no file is named by its place", () => {
    expect(fieldErrors(maidRegistrationFormSchema, { ...form, additional_images: ["x"] })).toEqual({
      "additional_images.0": fieldMessages.fileTooLarge,
    });
  });

  it("checks an image's type, then its size, to the byte", () => {
    for (const type of MAID_IMAGE_TYPES) {
      expect(maidImageProblem({ type, size: MAID_IMAGE_MAX_BYTES })).toBeUndefined();
      expect(maidImageProblem({ type, size: MAID_IMAGE_MAX_BYTES + 1 })).toBe(
        fieldMessages.fileTooLarge,
      );
    }
    expect(maidImageProblem({ type: "image/svg+xml", size: 1 })).toBe(
      registrationMessages.imageUnsupported,
    );
  });
});

describe("the registration's answer", () => {
  it("the fee's order carries the helper's id", () => {
    const order = {
      order_id: 7,
      razorpay_order_id: "order_1",
      provider: "sandbox",
      key_id: "sandbox",
      amount: 11800,
      currency: "INR",
      price: 100,
      cgst: 9,
      sgst: 9,
      total_amount: 118,
      name: "Sahayi",
      description: "Registration",
      prefill: { name: "Lakshmi", email: "", contact: "9847012345" },
      notes: { maid_id: "Ab3dE6gH9jK2" },
      maid_id: "Ab3dE6gH9jK2",
    };
    expect(maidRegistrationResponseSchema.parse(order)).toEqual(order);
  });
});
