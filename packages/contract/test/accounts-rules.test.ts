import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  addressField,
  cookieLoginResponseSchema,
  emailField,
  isPickedFile,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  nameField,
  otpCodeField,
  otpPurposes,
  passwordField,
  phoneField,
  profileDetailsSchema,
  profilePhotoSchema,
  refreshTokenRequestSchema,
  requestOtpSchema,
  requiredIdField,
  resetOtpFormSchema,
  resetPasswordRequestSchema,
  resetPhoneFormSchema,
  signUpFieldsSchema,
  signUpFormSchema,
  verificationTokenField,
  verifyOtpSchema,
} from "../src/accounts.ts";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PHOTO_MAX_BYTES,
} from "../src/constants.ts";
import { accountMessages, fieldMessages } from "../src/messages.ts";
import { refusals } from "./helpers/issues.ts";

/** The messages of a refused value (no path: a field on its own). */
const problems = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const phone = "9876543210";

describe("the fields every form shares", () => {
  it("a phone is exactly ten digits, spaces around it dropped", () => {
    const field = phoneField("invalid");
    expect(field.parse(` ${phone} `)).toBe(phone);
    for (const bad of [`${phone}1`, phone.slice(1), `x${phone}`, `${phone}x`, "98765 43210"]) {
      expect(problems(field, bad)).toEqual(["invalid"]);
    }
    expect(problems(field, " ")).toEqual([fieldMessages.phoneRequired, "invalid"]);
    expect(problems(field, undefined)).toEqual([fieldMessages.phoneRequired]);
  });

  it("an e-mail has a name, an @, a domain and a suffix of two letters or more", () => {
    const field = emailField("invalid");
    for (const good of ["a@b.in", " anitha.k+x@mail.example.com "]) {
      expect(field.parse(good)).toBe(good.trim());
    }
    for (const bad of ["a@b.c", "ab.in", "a b@c.in", "a@b c.in", "@b.in", "a@.in", "a@b.in1"]) {
      expect(problems(field, bad)).toEqual(["invalid"]);
    }
    const longest = `${"a".repeat(EMAIL_MAX_LENGTH - 5)}@b.in`;
    expect(field.parse(longest)).toBe(longest);
    expect(problems(field, `a${longest}`)).toEqual([
      accountMessages.textTooLong("Email", EMAIL_MAX_LENGTH),
    ]);
  });

  it("a name is one line of at most its length; an address may have lines", () => {
    expect(nameField.parse("n".repeat(NAME_MAX_LENGTH))).toBe("n".repeat(NAME_MAX_LENGTH));
    expect(problems(nameField, "Anitha\nK")).toEqual([fieldMessages.controlCharacters]);
    expect(problems(nameField, "Anitha\u0000")).toEqual([fieldMessages.controlCharacters]);
    expect(addressField.parse("TC 12/345\nPattom\tKerala")).toBe("TC 12/345\nPattom\tKerala");
    expect(problems(addressField, "Pattom\u0007")).toEqual([fieldMessages.controlCharacters]);
    expect(problems(addressField, "   ")).toEqual([fieldMessages.addressRequired]);
  });

  it("a password is taken as typed, from its least to its most length", () => {
    for (const password of [
      "p".repeat(PASSWORD_MIN_LENGTH),
      ` ${"p".repeat(PASSWORD_MIN_LENGTH - 2)} `,
      "p".repeat(PASSWORD_MAX_LENGTH),
    ]) {
      expect(passwordField.parse(password)).toBe(password);
    }
    expect(problems(passwordField, "p".repeat(PASSWORD_MIN_LENGTH - 1))).toEqual([
      fieldMessages.passwordTooShort,
    ]);
    expect(problems(passwordField, "p".repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([
      accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH),
    ]);
    expect(problems(passwordField, "")).toEqual([
      fieldMessages.passwordRequired,
      fieldMessages.passwordTooShort,
    ]);
  });

  it("a password that is not text is required", () => {
    for (const notText of [undefined, 12345678]) {
      expect(problems(passwordField, notText)).toEqual([fieldMessages.passwordRequired]);
    }
  });

  it("an id picked from a list: nothing picked is required, anything else an id", () => {
    const field = requiredIdField("required", "District");
    expect(field.parse("4")).toBe(4);
    expect(field.parse(4)).toBe(4);
    for (const nothing of ["", null, undefined]) {
      expect(problems(field, nothing)).toEqual(["required"]);
    }
    for (const bad of ["0", "x", -1, false]) {
      expect(problems(field, bad)).toEqual(["District must be an id from the list."]);
    }
  });

  it("a verification token is required and of a token's length", () => {
    const token = "t".repeat(2048);
    expect(verificationTokenField.parse(token)).toBe(token);
    expect(problems(verificationTokenField, `${token}t`)).toEqual([
      accountMessages.verificationInvalid,
    ]);
    expect(problems(verificationTokenField, "")).toEqual([fieldMessages.verifyPhoneFirst]);
  });
});

describe("the sign-up photo", () => {
  it("is a picked file: something with a size and a type", () => {
    expect(isPickedFile({ size: 1, type: "image/png" })).toBe(true);
    for (const other of [null, "photo.png", { size: "1", type: "image/png" }, { size: 1 }]) {
      expect(isPickedFile(other)).toBe(false);
    }
    expect(problems(profilePhotoSchema, { size: 1, type: "image/jpeg" })).toEqual([]);
    expect(problems(profilePhotoSchema, { type: "image/png" })).toEqual([
      fieldMessages.photoRequired,
    ]);
    expect(
      problems(profilePhotoSchema, { size: PROFILE_PHOTO_MAX_BYTES + 1, type: "image/png" }),
    ).toEqual([fieldMessages.photoTooLarge]);
  });

  it("sign-up without a photo's part is still only the text fields", () => {
    const fields = {
      name: "Anitha",
      mobile_number: phone,
      whatsapp_number: phone,
      email: "anitha@example.in",
      password: "correct horse",
      address: "Pattom",
      location: 3,
      pincode: "695004",
      verification_token: "token",
    };
    expect(signUpFieldsSchema.parse({ ...fields, profile_picture: "x" })).toEqual(fields);
  });
});

describe("codes, sessions and password reset", () => {
  it("a code is asked for each purpose, and checked as four digits", () => {
    expect(otpPurposes).toEqual(["signup", "maid_registration", "reset", "maid_login"]);
    for (const purpose of otpPurposes) {
      expect(requestOtpSchema.parse({ mobile_number: phone, purpose })).toEqual({
        mobile_number: phone,
        purpose,
      });
      expect(verifyOtpSchema.parse({ mobile_number: phone, otp: "0123", purpose })).toEqual({
        mobile_number: phone,
        otp: "0123",
        purpose,
      });
    }
    expect(problems(requestOtpSchema, { mobile_number: "", purpose: "signup" })).toEqual([
      fieldMessages.verifyNeedsPhone,
      fieldMessages.verifyNeedsPhone,
    ]);
  });

  it("a login takes any password up to the most length", () => {
    expect(loginRequestSchema.parse({ mobile_number: phone, password: "x" })).toEqual({
      mobile_number: phone,
      password: "x",
    });
    expect(
      problems(loginRequestSchema, {
        mobile_number: phone,
        password: "p".repeat(PASSWORD_MAX_LENGTH + 1),
      }),
    ).toEqual([accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH)]);
  });

  it("a refresh token or a logout names a token of at most 256 characters", () => {
    for (const schema of [refreshTokenRequestSchema, logoutRequestSchema]) {
      const token = "r".repeat(256);
      expect(schema.parse({ refresh_token: token })).toEqual({ refresh_token: token });
      for (const bad of ["", `${token}r`, undefined]) {
        expect(problems(schema, { refresh_token: bad })).toEqual([accountMessages.sessionExpired]);
      }
    }
  });

  it("a reset takes the phone, the new password and the token; its steps their own fields", () => {
    const reset = { mobile_number: phone, password: "new password", verification_token: "t" };
    expect(resetPasswordRequestSchema.parse(reset)).toEqual(reset);
    expect(problems(resetPasswordRequestSchema, { ...reset, mobile_number: "98" })).toEqual([
      fieldMessages.phoneExact,
    ]);
    expect(resetPhoneFormSchema.parse({ mobile_number: phone })).toEqual({ mobile_number: phone });
    expect(resetOtpFormSchema.parse({ otp: "1234" })).toEqual({ otp: "1234" });
    expect(problems(resetOtpFormSchema, { otp: "12" })).toEqual([fieldMessages.otpIncompleteReset]);
  });
});

describe("the answers", () => {
  const user = {
    name: "Anitha",
    email: "anitha@example.in",
    mobile_number: phone,
    whatsapp_number: phone,
    address: "Pattom",
    location: "Thiruvananthapuram",
    location_id: 1,
    pincode: "695004",
    profile_picture: null,
    role: "admin",
  };

  it("a login keeps the tokens and the user; the web app's carries no refresh token", () => {
    const login = { access_token: "a", refresh_token: "r", expires_in: 900, user_data: user };
    expect(loginResponseSchema.parse(login)).toEqual(login);
    const { refresh_token: _, ...cookieLogin } = login;
    expect(cookieLoginResponseSchema.parse(login)).toEqual(cookieLogin);
    expect(
      loginResponseSchema.safeParse({ ...login, user_data: { ...user, role: "x" } }).success,
    ).toBe(false);
  });

  it("the profile keeps its user, payments, plans and helpers", () => {
    const plan = { maid_registration_plan: { subtitle: "Save", title: "Gold" } };
    const profile = {
      user: {
        ...Object.fromEntries(Object.entries(user).filter(([key]) => key !== "role")),
        is_active_plan: true,
        user_remaining_enquiry: 4,
        user_total_enquiry: 5,
      },
      transactions: [
        {
          subscription: plan,
          amount: 499,
          created_at: "2026-03-04T05:06:07.000Z",
          payment_method: "upi",
          id: 3,
          purpose: "plan",
          cgst: 44.91,
          sgst: 44.91,
          total_amount: 588.82,
          paid_at: "2026-03-04T05:06:07.000Z",
          invoice_number: "SAH/25-26/000001",
          invoice_url: "/api/user/invoice/3",
        },
      ],
      user_subscription: [
        {
          ...plan,
          total_amount: 588.82,
          start_date: "2026-03-04",
          end_date: "2026-04-03",
          id: 1,
          plan_id: 2,
          enquiry: 5,
          remaining_enquiry: 4,
          order_id: 3,
        },
      ],
      maids: [],
      expired_subscription_date: null,
    };
    expect(profileDetailsSchema.parse(profile)).toEqual(profile);
  });
});

describe("what no form sends but a client may", () => {
  it("a value that is not text gets the field's own message, not zod's", () => {
    expect(problems(verificationTokenField, 5)).toEqual([fieldMessages.verifyPhoneFirst]);
    expect(problems(otpCodeField("Enter the code."), 1234)).toEqual(["Enter the code."]);
    expect(refusals(loginRequestSchema, { mobile_number: phone, password: 12345678 })).toEqual({
      password: [fieldMessages.passwordRequired],
    });
  });

  it("an address past its length names the address", () => {
    expect(problems(addressField, "a".repeat(ADDRESS_MAX_LENGTH + 1))).toEqual([
      accountMessages.textTooLong("Address", ADDRESS_MAX_LENGTH),
    ]);
  });

  it("a photo's problem is the form's own kind of issue, with its message", () => {
    const tooLarge = { size: PROFILE_PHOTO_MAX_BYTES + 1, type: "image/png" };
    expect(profilePhotoSchema.safeParse(tooLarge).error?.issues).toMatchObject([
      { code: "custom", message: fieldMessages.photoTooLarge },
    ]);
  });
});

describe("the sign-up form", () => {
  const form = {
    name: "Anitha",
    mobile_number: phone,
    whatsapp_number: phone,
    email: "anitha@example.com",
    password: "correct horse",
    confirm_password: "correct horse",
    address: "Pattom",
    location: "1",
    pincode: "695004",
    profile_picture: { size: 1000, type: "image/png" },
    privacy_policy_accepted: true,
  };

  it("needs neither the phone's token nor the policy's version: the page adds them", () => {
    const parsed = signUpFormSchema.parse(form);
    expect(parsed).not.toHaveProperty("verification_token");
    expect(parsed).not.toHaveProperty("privacy_policy_version");
  });

  it("a missing confirmation is only missing, not a mismatch", () => {
    const { confirm_password: _, ...withoutConfirmation } = form;
    expect(refusals(signUpFormSchema, withoutConfirmation)).toEqual({
      confirm_password: [fieldMessages.confirmPasswordRequired],
    });
  });
});
