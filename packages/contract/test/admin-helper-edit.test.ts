import { describe, expect, it } from "vitest";
import {
  accountMessages,
  adminHelperEditSchema,
  birthDatesForAges,
  fieldMessages,
  HELPER_ABOUT_MAX_LENGTH,
  registrationMessages,
} from "../src/index.ts";

const valid = {
  name: "Lakshmi",
  mobile_number: "9847012345",
  whatsapp_number: "9847012345",
  email: "lakshmi@example.com",
  address: "Kallumkal House, Kuttanad",
  location: 1,
  sub_location: 2,
  pincode: "688274",
  age: 40,
  // 40 today.
  date_of_birth: birthDatesForAges(40, 40).to,
  gender: "Female",
  caste: 1,
  maid_language: 1,
  shift: 1,
  maid_experience: 4,
  category_ids: [2, 1, 2],
};

describe("adminHelperEditSchema", () => {
  it("takes the form as JSON or as the form's text, without a verification token", () => {
    const asText = { ...valid, location: "1", sub_location: "2", age: "40", about: "" };
    for (const input of [valid, asText]) {
      expect(adminHelperEditSchema.parse(input)).toMatchObject({
        location: 1,
        age: 40,
        category_ids: [2, 1],
        about: null,
      });
    }
  });

  it("keeps about trimmed and refuses it past its length, and gives the registration form's messages", () => {
    expect(adminHelperEditSchema.parse({ ...valid, about: "  Cooks.  " }).about).toBe("Cooks.");
    const long = adminHelperEditSchema.safeParse({
      ...valid,
      about: "x".repeat(HELPER_ABOUT_MAX_LENGTH + 1),
    });
    expect(long.error?.issues.map((i) => i.message)).toEqual([
      accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH),
    ]);
    const bad = adminHelperEditSchema.safeParse({ ...valid, pincode: "12", name: "" });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      pincode: fieldMessages.pincode6,
      name: fieldMessages.nameRequired,
    });
  });

  it("takes no age, or the one the date of birth gives; refuses another naming age", () => {
    const { age: _age, ...withoutAge } = valid;
    expect(adminHelperEditSchema.parse(withoutAge).age).toBeUndefined();
    const wrong = adminHelperEditSchema.safeParse({ ...valid, age: 25, name: "" });
    expect(Object.fromEntries(wrong.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      name: fieldMessages.nameRequired,
      age: registrationMessages.ageDisagrees(40),
    });
  });
});
