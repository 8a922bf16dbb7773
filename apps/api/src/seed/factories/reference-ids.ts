import type { Db } from "../../db/client.ts";
import { readCatalogReference } from "../../db/reference.ts";

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
  const reference = await readCatalogReference(db);
  const options = (map: ReadonlyMap<number, string>) =>
    [...map].map(([id, name]) => ({ id, name }));
  const lists = {
    districts: options(reference.districts),
    castes: options(reference.castes),
    shifts: options(reference.shifts),
    languages: options(reference.languages),
    categories: [...reference.categories].map(([id, { name }]) => ({ id, name })),
  };
  for (const [name, rows] of Object.entries(lists)) {
    if (rows.length === 0) throw new Error(`Seed reference data first: ${name} is empty.`);
  }
  const constituencies = [...reference.constituencies];
  return {
    ...lists,
    districts: lists.districts.map((district) => ({
      ...district,
      constituencies: constituencies
        .filter(([, c]) => c.districtId === district.id)
        .map(([id, { name }]) => ({ id, name })),
    })),
  };
}
