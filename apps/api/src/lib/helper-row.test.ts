import { birthDatesForAges, GENDERS, helperProfileFieldsSchema } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { type HelperProfileFields, helperFormValues, helperRowValues } from "./helper-row.ts";

/**
 * A form as the wire brings it, every field with a value no other field has, so a value in
 * the wrong column cannot pass for the right one. Categories come unsorted.
 */
function parsedForm(gender: (typeof GENDERS)[number] = "Female"): HelperProfileFields {
  return helperProfileFieldsSchema.parse({
    name: "Lakshmi Amma",
    mobile_number: "9876543210",
    whatsapp_number: "9876543211",
    email: "lakshmi@example.com",
    address: "12 Temple Road, Kazhakoottam",
    location: "11",
    sub_location: "12",
    pincode: "695582",
    date_of_birth: birthDatesForAges(41, 41).to,
    gender,
    caste: "13",
    maid_language: "14",
    shift: "15",
    maid_experience: "16",
    category_ids: "[32,17,31]",
    about: "Ten years with families in Kochi.",
  });
}

describe("helperRowValues", () => {
  it("puts every field of the form in its own column", () => {
    const form = parsedForm();
    expect(helperRowValues(form)).toStrictEqual({
      name: form.name,
      mobileNumber: form.mobile_number,
      whatsappNumber: form.whatsapp_number,
      email: form.email,
      address: form.address,
      districtId: form.location,
      constituencyId: form.sub_location,
      pincode: form.pincode,
      dateOfBirth: form.date_of_birth,
      gender: form.gender.toLowerCase(),
      casteId: form.caste,
      languageId: form.maid_language,
      shiftId: form.shift,
      experienceYears: form.maid_experience,
      categoryIds: form.category_ids,
      about: form.about,
    });
  });

  it("drops no field and writes none twice", () => {
    const form = parsedForm();
    const row = helperRowValues(form);
    const stored = Object.values(row).map((value) => JSON.stringify(value));
    const given = Object.entries(form)
      // The age is not kept: the date of birth gives it.
      .filter(([field]) => field !== "age")
      .map(([field, value]) =>
        JSON.stringify(field === "gender" ? String(value).toLowerCase() : value),
      );
    expect(new Set(given).size).toBe(given.length);
    expect(stored.sort()).toStrictEqual(given.sort());
  });

  it("the admin's form reads back what was written, whatever the gender", () => {
    for (const gender of GENDERS) {
      const { age: _, ...form } = parsedForm(gender);
      expect(helperFormValues(helperRowValues(form))).toStrictEqual({
        ...form,
        category_ids: [...form.category_ids].sort((a, b) => a - b),
      });
    }
  });
});
