import {
  apiMessages,
  notAnIdFromTheList,
  type SearchFilters,
  type SearchIdFilter,
} from "@sahayi/contract";
import type { CatalogReference } from "../../db/reference.ts";
import { validationFailed } from "../../lib/errors.ts";

/**
 * A search naming something we do not list is a mistake worth telling about (an old link, a
 * typo), not an empty result: answer 400 with the field's message.
 */
export function assertKnownFilterIds(filters: SearchFilters, ids: CatalogReference): void {
  const fields: Record<string, string> = {};
  const check = (filter: SearchIdFilter, known: { has(id: number): boolean }) => {
    const value = filters[filter];
    if (value !== undefined && !known.has(value)) fields[filter] = notAnIdFromTheList(filter);
  };
  check("location", ids.districts);
  check("sub_location", ids.constituencies);
  check("religion", ids.castes);
  check("shift", ids.shifts);
  check("language", ids.languages);
  check("category", ids.categories);
  check("category_id", ids.categories);

  const { location, sub_location: subLocation } = filters;
  if (location !== undefined && subLocation !== undefined && !fields.sub_location) {
    // Stryker disable next-line OptionalChaining: sub_location is known here (checked above).
    if (ids.constituencies.get(subLocation)?.districtId !== location) {
      fields.sub_location = apiMessages.constituencyOutsideDistrict;
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
