import type { Locale } from "@sahayi/contract/i18n/translate";
import { asc, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { castes, categories, constituencies, districts, languages, shifts } from "./schema.ts";

/**
 * The small reference lists, each Map in display order. The API holds them in memory for
 * CACHE_TTL_MS (search checks filter ids against them, helper rows are named from them, the
 * constituency list is answered from them); seeds and the helper factory draw from them.
 * Names are in one language: a Malayalam reference names each entry by its Malayalam name, or
 * its English one where it has none. A constituency keeps its Malayalam name beside either, for
 * the constituency list, which names both.
 */
export interface CatalogReference {
  /** The language the names are in; the Verified badge is worded in it too. */
  locale: Locale;
  districts: ReadonlyMap<number, string>;
  constituencies: ReadonlyMap<number, { name: string; nameMl: string | null; districtId: number }>;
  castes: ReadonlyMap<number, string>;
  shifts: ReadonlyMap<number, string>;
  languages: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, { name: string; color: string }>;
}

export async function readCatalogReference(
  db: Db,
  locale: Locale = "en",
): Promise<CatalogReference> {
  const named = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.id, row.name]));
  const nameOf = (table: { name: PgColumn; nameMl: PgColumn }) =>
    locale === "ml"
      ? sql<string>`coalesce(${table.nameMl}, ${table.name})`
      : sql<string>`${table.name}`;
  const [districtRows, constituencyRows, casteRows, shiftRows, languageRows, categoryRows] =
    await Promise.all([
      db
        .select({ id: districts.id, name: nameOf(districts) })
        .from(districts)
        .orderBy(asc(districts.position), asc(districts.id)),
      db
        .select({
          id: constituencies.id,
          name: nameOf(constituencies),
          nameMl: constituencies.nameMl,
          districtId: constituencies.districtId,
        })
        .from(constituencies)
        // The Election Commission's numbering, which the constituency dropdown follows.
        .orderBy(asc(constituencies.number)),
      db
        .select({ id: castes.id, name: nameOf(castes) })
        .from(castes)
        .orderBy(asc(castes.id)),
      db
        .select({ id: shifts.id, name: nameOf(shifts) })
        .from(shifts)
        .orderBy(asc(shifts.id)),
      db
        .select({ id: languages.id, name: nameOf(languages) })
        .from(languages)
        .orderBy(asc(languages.id)),
      db
        .select({ id: categories.id, name: nameOf(categories), color: categories.color })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id)),
    ]);
  return {
    locale,
    districts: named(districtRows),
    constituencies: new Map(constituencyRows.map(({ id, ...rest }) => [id, rest])),
    castes: named(casteRows),
    shifts: named(shiftRows),
    languages: named(languageRows),
    categories: new Map(categoryRows.map(({ id, ...rest }) => [id, rest])),
  };
}
