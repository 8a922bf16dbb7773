import {
  apiMessages,
  notAnIdFromTheList,
  type SearchFilters,
  type SearchIdFilter,
} from "@sahayi/contract";
import type { Db } from "../../db/client.ts";
import {
  castes,
  categories,
  constituencies,
  districts,
  languages,
  shifts,
} from "../../db/schema.ts";
import { validationFailed } from "../../lib/errors.ts";

/** The ids a search may name, read once per cache period rather than on every search. */
export interface FilterIds {
  districts: ReadonlySet<number>;
  /** Constituency id → its district id. */
  constituencies: ReadonlyMap<number, number>;
  castes: ReadonlySet<number>;
  shifts: ReadonlySet<number>;
  languages: ReadonlySet<number>;
  categories: ReadonlySet<number>;
}

export async function readFilterIds(db: Db): Promise<FilterIds> {
  const id = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  const [districtRows, constituencyRows, casteRows, shiftRows, languageRows, categoryRows] =
    await Promise.all([
      db.select({ id: districts.id }).from(districts),
      db
        .select({ id: constituencies.id, districtId: constituencies.districtId })
        .from(constituencies),
      db.select({ id: castes.id }).from(castes),
      db.select({ id: shifts.id }).from(shifts),
      db.select({ id: languages.id }).from(languages),
      db.select({ id: categories.id }).from(categories),
    ]);
  return {
    districts: id(districtRows),
    constituencies: new Map(constituencyRows.map((row) => [row.id, row.districtId])),
    castes: id(casteRows),
    shifts: id(shiftRows),
    languages: id(languageRows),
    categories: id(categoryRows),
  };
}

/**
 * A search naming something we do not list is a mistake worth telling about (an old link, a
 * typo), not an empty result: answer 400 with the field's message.
 */
export function assertKnownFilterIds(filters: SearchFilters, ids: FilterIds): void {
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
    if (ids.constituencies.get(subLocation) !== location) {
      fields.sub_location = apiMessages.constituencyOutsideDistrict;
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
