import { describe, expect, it } from "vitest";
import {
  ADMIN_HELPER_SORTS,
  adminActionResponseSchema,
  adminHelperDetailSchema,
  adminHelperEditFormSchema,
  adminHelperImageParamsSchema,
  adminHelperParamsSchema,
  adminHelpersPageSchema,
  adminHelpersQuerySchema,
  helperStatuses,
  ID_DOCUMENT_TYPES,
  VERIFICATION_NOTE_MAX_LENGTH,
  VERIFICATION_TEXT_MAX_LENGTH,
  verificationChangeSchema,
  verificationInputSchema,
  verificationRecordParamsSchema,
  verificationRecordsSchema,
} from "../src/admin/helpers.ts";
import { adminHelperEditMessages, adminMessages } from "../src/admin/messages.ts";
import {
  accountMessages,
  adminHelperEditSchema,
  birthDatesForAges,
  fieldMessages,
  HELPER_ABOUT_MAX_LENGTH,
  registrationMessages,
} from "../src/index.ts";
import { VERIFICATION_KINDS } from "../src/verification.ts";
import { refusals } from "./helpers/issues.ts";

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

describe("the helpers' table", () => {
  it("is newest first unless told, sorts by each column, filters by status and district", () => {
    expect(adminHelpersQuerySchema.parse({}).sort).toBe("created_at");
    for (const sort of ADMIN_HELPER_SORTS) {
      expect(adminHelpersQuerySchema.parse({ sort }).sort).toBe(sort);
    }
    for (const status of helperStatuses) {
      expect(adminHelpersQuerySchema.parse({ status }).status).toBe(status);
    }
    expect(adminHelpersQuerySchema.parse({ district_id: "3" }).district_id).toBe(3);
    expect(refusals(adminHelpersQuerySchema, { status: "listed", district_id: "x" })).toEqual({
      status: [`Status must be one of ${helperStatuses.join(", ")}.`],
      district_id: ["District must be an id from the list."],
    });
  });

  const row = {
    id: "Ab3dE6gH9jK2",
    name: "Lakshmi",
    mobile_number: "9847012345",
    district: "Alappuzha",
    status: "pending",
    profile_picture: "/media/p/full.webp",
    created_at: "2026-03-04T05:06:07.000Z",
  };

  it("a row, a helper's whole record with her fee's payments, and an action keep every field", () => {
    const page = { items: [row], total: 1, page: 1, page_size: 20 };
    expect(adminHelpersPageSchema.parse(page)).toEqual(page);
    const payments = ["created", "paid", "failed"].map((status, index) => ({
      id: index + 1,
      status,
      total_paise: 11_800,
      provider: "sandbox",
      provider_order_id: `order_${index}`,
      provider_payment_id: status === "paid" ? "pay_1" : null,
      paid_at: status === "paid" ? "2026-03-04T05:07:07.000Z" : null,
    }));
    const detail = {
      ...row,
      whatsapp_number: "9847012346",
      email: "lakshmi@example.com",
      address: "Kallumkal House",
      constituency: "Kuttanad",
      pincode: "688274",
      age: 40,
      date_of_birth: "1986-01-01",
      gender: "Female",
      caste: "Hindu",
      language: "Malayalam",
      shift: "Day",
      experience_years: 6,
      about: null,
      categories: ["Cooking"],
      gallery: ["/media/g/full.webp"],
      rejection_reason: null,
      reviewed_at: null,
      updated_at: "2026-03-04T05:06:07.000Z",
      payments,
    };
    expect(adminHelperDetailSchema.parse(detail)).toEqual(detail);
    for (const status of helperStatuses) {
      expect(adminActionResponseSchema.parse({ message: "Done.", status })).toEqual({
        message: "Done.",
        status,
      });
    }
    expect(adminHelperParamsSchema.parse({ id: " Ab3dE6gH9jK2 " })).toEqual({ id: row.id });
  });

  it("the edit form starts from every field, and a gallery picture is named by its key", () => {
    const image = { key: "A1b2C3d4E5f6G7h8I9j0", url: "/media/x.webp" };
    const form = {
      ...valid,
      category_ids: [2, 1],
      about: null,
      profile_picture: image,
      gallery: [image],
    };
    const { age: _, ...withoutAge } = form;
    expect(adminHelperEditFormSchema.parse(withoutAge)).toEqual(withoutAge);
    expect(adminHelperImageParamsSchema.parse({ id: row.id, key: image.key })).toEqual({
      id: row.id,
      key: image.key,
    });
    for (const key of [`${image.key}0`, image.key.slice(1), `-${image.key.slice(1)}`]) {
      expect(refusals(adminHelperImageParamsSchema, { id: row.id, key })).toEqual({
        key: [adminHelperEditMessages.galleryImageNotFound],
      });
    }
  });
});

describe("verification records", () => {
  /** A UTC date `days` from today. */
  const day = (days: number) =>
    new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const idCheck = {
    kind: "id_document",
    document_type: "Aadhaar",
    document_last4: " 12ab ",
    checked_on: day(0),
  };

  it("an identity check keeps the document's type and its last four, in capitals", () => {
    for (const document_type of ID_DOCUMENT_TYPES) {
      expect(verificationInputSchema.parse({ ...idCheck, document_type })).toEqual({
        ...idCheck,
        document_type,
        document_last4: "12AB",
      });
    }
    for (const last4 of ["123", "12345", "12-4", 1234]) {
      expect(refusals(verificationInputSchema, { ...idCheck, document_last4: last4 })).toEqual({
        document_last4: [adminMessages.documentLast4],
      });
    }
    expect(refusals(verificationInputSchema, { ...idCheck, document_type: "Ration card" })).toEqual(
      { document_type: [`Document type must be one of ${ID_DOCUMENT_TYPES.join(", ")}.`] },
    );
  });

  it("a date is a real day, today or before (a day's slack for the time zone), named by its label", () => {
    expect(verificationInputSchema.parse({ ...idCheck, checked_on: day(1) }).checked_on).toBe(
      day(1),
    );
    expect(verificationInputSchema.parse({ ...idCheck, checked_on: "2024-02-29" }).checked_on).toBe(
      "2024-02-29",
    );
    const dateErrors = (checked_on: unknown) =>
      refusals(verificationInputSchema, { ...idCheck, checked_on }).checked_on;
    expect(dateErrors(day(2))).toEqual(["Date checked cannot be in the future."]);
    expect(dateErrors("2025-02-29")).toEqual(["Date checked must be a real date."]);
    for (const notADate of ["2025-1-01", "25-01-01", "2025-01-01x", "x2025-01-01", "2025/01/01"]) {
      expect(dateErrors(notADate)?.[0], notADate).toBe("Date checked must be a date (YYYY-MM-DD).");
    }
    expect(dateErrors(undefined)).toEqual(["Date checked is required."]);
  });

  it("a police clearance and a reference call name each of their fields", () => {
    const clearance = { kind: "police_clearance", police_station: " Aluva ", checked_on: day(-1) };
    expect(verificationInputSchema.parse(clearance)).toEqual({
      ...clearance,
      police_station: "Aluva",
    });
    expect(
      refusals(verificationInputSchema, { kind: "police_clearance", police_station: " " }),
    ).toEqual({
      police_station: ["Issuing police station is required."],
      checked_on: ["Date of issue is required."],
    });
    const reference = {
      kind: "reference",
      reference_name: "Mrs Nair",
      relationship: "Former employer",
      note: "Worked for her 4 years.",
      checked_on: day(0),
    };
    expect(verificationInputSchema.parse(reference)).toEqual(reference);
    expect(
      refusals(verificationInputSchema, {
        kind: "reference",
        reference_name: "r".repeat(VERIFICATION_TEXT_MAX_LENGTH + 1),
        relationship: 5,
        note: "n".repeat(VERIFICATION_NOTE_MAX_LENGTH + 1),
      }),
    ).toEqual({
      reference_name: [
        `Who was called must be at most ${VERIFICATION_TEXT_MAX_LENGTH} characters.`,
      ],
      relationship: ["Relationship is required."],
      note: [`Note must be at most ${VERIFICATION_NOTE_MAX_LENGTH} characters.`],
      checked_on: ["Date called is required."],
    });
    expect(
      verificationInputSchema.parse({
        ...reference,
        note: "n".repeat(VERIFICATION_NOTE_MAX_LENGTH),
      }).note,
    ).toHaveLength(VERIFICATION_NOTE_MAX_LENGTH);
  });

  it("a record is of one of the kinds; its address names a whole number", () => {
    expect(refusals(verificationInputSchema, { ...idCheck, kind: "selfie" })).toEqual({
      kind: [`Kind must be one of ${VERIFICATION_KINDS.join(", ")}.`],
    });
    expect(verificationRecordParamsSchema.parse({ id: "Ab3dE6gH9jK2", record_id: "7" })).toEqual({
      id: "Ab3dE6gH9jK2",
      record_id: 7,
    });
    expect(
      refusals(verificationRecordParamsSchema, { id: "Ab3dE6gH9jK2", record_id: "x" }),
    ).toEqual({ record_id: ["Record id must be a whole number."] });
  });

  it("the records keep every field, the change its message", () => {
    const record = {
      id: 7,
      kind: "id_document",
      checked_on: "2026-03-04",
      document_type: "Aadhaar",
      document_last4: "12AB",
      police_station: null,
      reference_name: null,
      relationship: null,
      note: null,
      recorded_by: "Admin",
      recorded_at: "2026-03-04T05:06:07.000Z",
      current: true,
    };
    const records = { items: [record], valid_days: 365 };
    expect(verificationRecordsSchema.parse(records)).toEqual(records);
    expect(verificationChangeSchema.parse({ message: "Saved." })).toEqual({ message: "Saved." });
  });
});
