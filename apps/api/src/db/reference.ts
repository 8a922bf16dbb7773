import { asc } from "drizzle-orm";
import type { Db } from "./client.ts";
import { castes, categories, constituencies, districts, languages, shifts } from "./schema.ts";

/**
 * The small reference lists, each Map in display order. The API holds them in memory for
 * CACHE_TTL_MS (search checks filter ids against them, helper rows are named from them, the
 * constituency list is answered from them); seeds and the helper factory draw from them.
 */
export interface CatalogReference {
  districts: ReadonlyMap<number, string>;
  constituencies: ReadonlyMap<number, { name: string; districtId: number }>;
  castes: ReadonlyMap<number, string>;
  shifts: ReadonlyMap<number, string>;
  languages: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, { name: string; color: string }>;
}

export async function readCatalogReference(db: Db): Promise<CatalogReference> {
  const named = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.id, row.name]));
  const [districtRows, constituencyRows, casteRows, shiftRows, languageRows, categoryRows] =
    await Promise.all([
      db
        .select({ id: districts.id, name: districts.name })
        .from(districts)
        .orderBy(asc(districts.position), asc(districts.id)),
      db
        .select({
          id: constituencies.id,
          name: constituencies.name,
          districtId: constituencies.districtId,
        })
        .from(constituencies)
        // The Election Commission's numbering, which the constituency dropdown follows.
        .orderBy(asc(constituencies.number)),
      db.select({ id: castes.id, name: castes.name }).from(castes).orderBy(asc(castes.id)),
      db.select({ id: shifts.id, name: shifts.name }).from(shifts).orderBy(asc(shifts.id)),
      db
        .select({ id: languages.id, name: languages.name })
        .from(languages)
        .orderBy(asc(languages.id)),
      db
        .select({ id: categories.id, name: categories.name, color: categories.color })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id)),
    ]);
  return {
    districts: named(districtRows),
    constituencies: new Map(constituencyRows.map(({ id, ...rest }) => [id, rest])),
    castes: named(casteRows),
    shifts: named(shiftRows),
    languages: named(languageRows),
    categories: new Map(categoryRows.map(({ id, ...rest }) => [id, rest])),
  };
}
