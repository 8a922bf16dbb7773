import {
  genderOnRecord,
  type helperProfileFieldsSchema,
  registrationGender,
} from "@sahayi/contract";
import type { z } from "zod";
import type { helpers } from "../db/schema.ts";

/** A helper's profile as registration and the admin's edit both receive it, parsed. */
export type HelperProfileFields = z.output<typeof helperProfileFieldsSchema>;

type HelperRow = typeof helpers.$inferSelect;

/**
 * The profile's columns of a helper's row, from the form's (the spec's) field names: the one
 * mapping registration inserts with and the admin's edit updates with. The age is not kept;
 * the date of birth gives it.
 */
export function helperRowValues(data: HelperProfileFields) {
  return {
    name: data.name,
    mobileNumber: data.mobile_number,
    whatsappNumber: data.whatsapp_number,
    email: data.email,
    address: data.address,
    districtId: data.location,
    constituencyId: data.sub_location,
    pincode: data.pincode,
    dateOfBirth: data.date_of_birth,
    gender: genderOnRecord(data.gender),
    casteId: data.caste,
    languageId: data.maid_language,
    shiftId: data.shift,
    experienceYears: data.maid_experience,
    categoryIds: data.category_ids,
    about: data.about,
  } satisfies Partial<HelperRow>;
}

/** A helper's row in the form's words, as the admin's edit form starts from it. */
export function helperFormValues(row: Pick<HelperRow, keyof ReturnType<typeof helperRowValues>>) {
  return {
    name: row.name,
    mobile_number: row.mobileNumber,
    whatsapp_number: row.whatsappNumber,
    email: row.email,
    address: row.address,
    location: row.districtId,
    sub_location: row.constituencyId,
    pincode: row.pincode,
    date_of_birth: row.dateOfBirth,
    gender: registrationGender(row.gender),
    caste: row.casteId,
    maid_language: row.languageId,
    shift: row.shiftId,
    maid_experience: row.experienceYears,
    // Order does not matter to the helper; sorted so an unchanged list compares equal.
    category_ids: [...row.categoryIds].sort((a, b) => a - b),
    about: row.about,
  };
}

/** Only the fields whose value changed, before and after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const field of Object.keys(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changedBefore[field] = before[field];
      changedAfter[field] = after[field];
    }
  }
  return { changedBefore, changedAfter };
}
