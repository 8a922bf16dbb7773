import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  castes,
  categories,
  constituencies,
  districts,
  languages,
  shifts,
} from "../../db/schema.ts";

/**
 * The catalogue's small lists, held in memory for CACHE_TTL_MS: search checks filter ids
 * against them, and helper rows are named from them instead of joining four tables per query.
 */
export interface CatalogReference {
  districts: ReadonlyMap<number, string>;
  constituencies: ReadonlyMap<number, { name: string; districtId: number }>;
  castes: ReadonlyMap<number, string>;
  shifts: ReadonlyMap<number, string>;
  languages: ReadonlyMap<number, string>;
  /** In display order (position, then id). */
  categories: ReadonlyMap<number, { name: string; color: string }>;
}

export async function readCatalogReference(db: Db): Promise<CatalogReference> {
  const named = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.id, row.name]));
  const [districtRows, constituencyRows, casteRows, shiftRows, languageRows, categoryRows] =
    await Promise.all([
      db.select({ id: districts.id, name: districts.name }).from(districts),
      db
        .select({
          id: constituencies.id,
          name: constituencies.name,
          districtId: constituencies.districtId,
        })
        .from(constituencies),
      db.select({ id: castes.id, name: castes.name }).from(castes),
      db.select({ id: shifts.id, name: shifts.name }).from(shifts),
      db.select({ id: languages.id, name: languages.name }).from(languages),
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
