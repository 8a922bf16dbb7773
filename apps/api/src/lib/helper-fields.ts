import {
  fieldMessages,
  MAID_IMAGE_MAX_BYTES,
  MAID_IMAGE_TYPES,
  type MaidRegistrationFields,
  mustBeIdFromTheList,
  registrationMessages,
} from "@sahayi/contract";
import type { CatalogReference } from "../db/reference.ts";
import type { ImageRules } from "./storage/uploads.ts";

/** A helper's photo and gallery images: the registration form's rules, used by the admin's edit too. */
export const MAID_IMAGE_RULES: ImageRules = {
  maxBytes: MAID_IMAGE_MAX_BYTES,
  types: MAID_IMAGE_TYPES,
  tooLarge: fieldMessages.fileTooLarge,
  unsupported: registrationMessages.imageUnsupported,
};

type ReferenceFields = Pick<
  MaidRegistrationFields,
  "location" | "sub_location" | "shift" | "caste" | "maid_language" | "category_ids"
>;

/**
 * The ids of a helper's form that must name rows of the reference lists, with the field they
 * came in; the constituency must belong to the district. Registration and the admin's edit.
 */
export function referenceProblems(reference: CatalogReference, data: ReferenceFields) {
  const fields: Record<string, string> = {};
  if (!reference.districts.has(data.location)) fields.location = mustBeIdFromTheList("District");
  const constituency = reference.constituencies.get(data.sub_location);
  if (constituency?.districtId !== data.location) {
    fields.sub_location = mustBeIdFromTheList("Constituency");
  }
  if (!reference.castes.has(data.caste)) fields.caste = mustBeIdFromTheList("Caste");
  return { ...fields, ...listingReferenceProblems(reference, data) };
}

/** The same for the ids a helper edits in her own listing: shift, language and categories. */
export function listingReferenceProblems(
  reference: CatalogReference,
  data: Pick<ReferenceFields, "shift" | "maid_language" | "category_ids">,
) {
  const fields: Record<string, string> = {};
  if (!reference.shifts.has(data.shift)) fields.shift = mustBeIdFromTheList("Shift");
  if (!reference.languages.has(data.maid_language)) {
    fields.maid_language = mustBeIdFromTheList("Language");
  }
  if (!data.category_ids.every((id) => reference.categories.has(id))) {
    fields.category_ids = registrationMessages.categoriesInvalid;
  }
  return fields;
}
