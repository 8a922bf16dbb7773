import { asc } from "drizzle-orm";
import type { Db } from "../client.ts";
import { castes, categories, constituencies, districts, languages, shifts } from "../schema.ts";

export interface ReferenceIds {
  districts: { id: number; name: string; constituencies: { id: number; name: string }[] }[];
  castes: { id: number; name: string }[];
  shifts: { id: number; name: string }[];
  languages: { id: number; name: string }[];
  categories: { id: number; name: string }[];
}

/** Reference lists do not change while a seed or a test runs, so one read per database is enough. */
const cache = new WeakMap<Db, Promise<ReferenceIds>>();

export function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  let loaded = cache.get(db);
  if (!loaded) {
    loaded = readReferenceIds(db);
    cache.set(db, loaded);
    loaded.catch(() => cache.delete(db));
  }
  return loaded;
}

async function readReferenceIds(db: Db): Promise<ReferenceIds> {
  const option = { id: true, name: true } as const;
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
        .orderBy(asc(constituencies.number)),
      db.query.castes.findMany({ columns: option, orderBy: asc(castes.id) }),
      db.query.shifts.findMany({ columns: option, orderBy: asc(shifts.id) }),
      db.query.languages.findMany({ columns: option, orderBy: asc(languages.id) }),
      db.query.categories.findMany({ columns: option, orderBy: asc(categories.position) }),
    ]);
  const lists = { casteRows, shiftRows, languageRows, categoryRows, districtRows };
  for (const [name, rows] of Object.entries(lists)) {
    if (rows.length === 0) throw new Error(`Seed reference data first: ${name} is empty.`);
  }
  return {
    districts: districtRows.map((d) => ({
      ...d,
      constituencies: constituencyRows
        .filter((c) => c.districtId === d.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    castes: casteRows,
    shifts: shiftRows,
    languages: languageRows,
    categories: categoryRows,
  };
}
