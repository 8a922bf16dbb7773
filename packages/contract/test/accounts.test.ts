import { describe, expect, it } from "vitest";
import {
  loginRequestSchema,
  otpIncompleteMessage,
  profilePhotoProblem,
  profileUpdateSchema,
  requestOtpSchema,
  resetPasswordFormSchema,
  signUpFieldsSchema,
  signUpFormSchema,
  verifyOtpSchema,
} from "../src/accounts.ts";
import { PROFILE_PHOTO_MAX_BYTES } from "../src/constants.ts";
import { accountMessages, fieldMessages } from "../src/messages.ts";
import { privacyMessages } from "../src/privacy/privacy-consent.ts";
import { fieldErrors } from "./helpers/issues.ts";

const signUp = {
  name: "Anitha",
  mobile_number: "9876543210",
  whatsapp_number: "9876543211",
  email: "anitha@example.in",
  password: "correct horse",
  address: "TC 12/345, Pattom",
  location: "3",
  pincode: "695004",
  verification_token: "token",
};
const photo = { size: 1000, type: "image/png" };

describe("sign-up", () => {
  it("accepts a complete form and reads the district as a number", () => {
    expect(signUpFieldsSchema.parse(signUp)).toEqual({ ...signUp, location: 3 });
  });

  it("names every empty field with the spec's message", () => {
    const empty = Object.fromEntries(Object.keys(signUp).map((k) => [k, ""]));
    expect(fieldErrors(signUpFieldsSchema, empty)).toEqual({
      name: fieldMessages.nameRequired,
      mobile_number: fieldMessages.phoneRequired,
      whatsapp_number: fieldMessages.whatsappRequired,
      email: fieldMessages.emailRequired,
      password: fieldMessages.passwordRequired,
      address: fieldMessages.addressRequired,
      location: fieldMessages.districtRequired,
      pincode: fieldMessages.pincodeRequired,
      verification_token: fieldMessages.verifyPhoneFirst,
    });
  });

  it("gives the spec's messages for malformed values", () => {
    const bad = {
      ...signUp,
      mobile_number: "98765",
      whatsapp_number: "98765432101",
      email: "anitha@example",
      password: "short",
      location: "x",
      pincode: "69500",
    };
    expect(fieldErrors(signUpFieldsSchema, bad)).toEqual({
      mobile_number: fieldMessages.phoneExact,
      whatsapp_number: fieldMessages.whatsappExact,
      email: fieldMessages.emailInvalid,
      password: fieldMessages.passwordTooShort,
      location: "District must be an id from the list.",
      pincode: fieldMessages.pincodeExact,
    });
  });

  it("the form also wants the confirmation, the photo and the privacy policy's tick", () => {
    const { verification_token: _, ...fields } = signUp;
    expect(fieldErrors(signUpFormSchema, fields)).toEqual({
      confirm_password: fieldMessages.confirmPasswordRequired,
      profile_picture: fieldMessages.photoRequired,
      privacy_policy_accepted: privacyMessages.consentRequired,
    });
    expect(
      fieldErrors(signUpFormSchema, {
        ...fields,
        confirm_password: signUp.password,
        profile_picture: photo,
        privacy_policy_accepted: false,
      }),
    ).toEqual({ privacy_policy_accepted: privacyMessages.consentRequired });
    const form = { ...fields, privacy_policy_accepted: true };
    expect(
      fieldErrors(signUpFormSchema, { ...form, confirm_password: "other", profile_picture: photo }),
    ).toEqual({ confirm_password: fieldMessages.passwordsMustMatch });
    expect(
      fieldErrors(signUpFormSchema, {
        ...form,
        name: "",
        confirm_password: "other",
        profile_picture: photo,
      }),
    ).toEqual({
      name: fieldMessages.nameRequired,
      confirm_password: fieldMessages.passwordsMustMatch,
    });
  });

  it("says Passwords must match while the district and the photo are still missing", () => {
    // A form is checked as a whole on every blur: the match must not wait for other fields.
    const { verification_token: _, ...form } = signUp;
    expect(
      fieldErrors(signUpFormSchema, { ...form, location: "", confirm_password: "other" }),
    ).toEqual({
      location: fieldMessages.districtRequired,
      confirm_password: fieldMessages.passwordsMustMatch,
      profile_picture: fieldMessages.photoRequired,
      privacy_policy_accepted: privacyMessages.consentRequired,
    });
  });

  it("says nothing of a match while the password itself is missing", () => {
    const { verification_token: _, password: __, ...form } = signUp;
    const errors = fieldErrors(signUpFormSchema, {
      ...form,
      confirm_password: "other",
      profile_picture: photo,
      privacy_policy_accepted: true,
    });
    expect(errors).toEqual({ password: fieldMessages.passwordRequired });
  });

  it("checks the photo's type, then its size", () => {
    expect(profilePhotoProblem(photo)).toBeUndefined();
    expect(
      profilePhotoProblem({ size: PROFILE_PHOTO_MAX_BYTES, type: "image/gif" }),
    ).toBeUndefined();
    expect(profilePhotoProblem({ size: PROFILE_PHOTO_MAX_BYTES + 1, type: "image/jpeg" })).toBe(
      fieldMessages.photoTooLarge,
    );
    expect(profilePhotoProblem({ size: 10, type: "image/webp" })).toBe(
      fieldMessages.photoUnsupported,
    );
  });

  it("refuses over-long text with a sentence that names the field", () => {
    expect(fieldErrors(signUpFieldsSchema, { ...signUp, name: "a".repeat(101) })).toEqual({
      name: accountMessages.textTooLong("Name", 100),
    });
  });
});

describe("login", () => {
  it("uses the login page's messages", () => {
    expect(fieldErrors(loginRequestSchema, { mobile_number: "", password: "" })).toEqual({
      mobile_number: fieldMessages.phoneRequired,
      password: fieldMessages.passwordRequired,
    });
    expect(fieldErrors(loginRequestSchema, { mobile_number: "12345", password: "x" })).toEqual({
      mobile_number: fieldMessages.phoneLoginInvalid,
    });
  });
});

describe("one-time codes", () => {
  it("needs a 10-digit phone and a known purpose", () => {
    expect(fieldErrors(requestOtpSchema, { mobile_number: "123", purpose: "spam" })).toEqual({
      mobile_number: fieldMessages.verifyNeedsPhone,
      purpose: accountMessages.otpPurposeInvalid,
    });
  });

  it("needs exactly four digits", () => {
    for (const otp of ["123", "12345", "12a4", " 1234"]) {
      expect(
        fieldErrors(verifyOtpSchema, { mobile_number: "9876543210", otp, purpose: "signup" }),
      ).toEqual({ otp: fieldMessages.otpIncompleteRegistration });
    }
    expect(otpIncompleteMessage("reset")).toBe(fieldMessages.otpIncompleteReset);
    expect(otpIncompleteMessage("maid_registration")).toBe(fieldMessages.otpIncompleteRegistration);
  });
});

describe("forgot password and profile", () => {
  it("step 3 uses the reset page's confirmation message", () => {
    expect(fieldErrors(resetPasswordFormSchema, { password: "longenough" })).toEqual({
      confirm_password: fieldMessages.confirmPasswordRequiredReset,
    });
  });

  it("the profile form uses the profile's messages", () => {
    const { verification_token: _, password: __, ...profile } = signUp;
    expect(
      fieldErrors(profileUpdateSchema, {
        ...profile,
        email: "x",
        mobile_number: "1",
        whatsapp_number: "2",
        pincode: "3",
      }),
    ).toEqual({
      email: fieldMessages.emailAddressInvalid,
      mobile_number: fieldMessages.phone10,
      whatsapp_number: fieldMessages.whatsapp10,
      pincode: fieldMessages.pincode6,
    });
  });
});
