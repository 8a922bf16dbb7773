import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { castes, constituencies, districts, languages, shifts } from "../db/schema.ts";
import locations from "./data/kerala-locations.json" with { type: "json" };

/** The spec labels this list "Religion" on the search form and "Caste" on registration. */
export const RELIGIONS = ["Hindu", "Muslim", "Christian", "Sikh", "Jain", "Buddhist", "Other"];
export const SHIFTS = ["Day", "Night", "Full Time / Live-in", "Part Time"];
export const LANGUAGES = [
  "Malayalam",
  "Tamil",
  "Hindi",
  "English",
  "Kannada",
  "Bengali",
  "Telugu",
  "Odia",
  "Assamese",
];

/** Districts, constituencies and the short lists; each table is filled only when empty. */
export async function seedReferenceData(db: Db): Promise<void> {
  if (await isEmpty(db, districts)) {
    const inserted = await db
      .insert(districts)
      .values(
        locations.districts.map((d, position) => ({ name: d.name, nameMl: d.name_ml, position })),
      )
      .returning({ id: districts.id, name: districts.name });
    const idOf = new Map(inserted.map((d) => [d.name, d.id]));
    await db.insert(constituencies).values(
      locations.districts.flatMap((d) =>
        d.constituencies.map((c) => ({
          districtId: idOf.get(d.name)!,
          number: c.number,
          name: c.name,
        })),
      ),
    );
  }
  if (await isEmpty(db, castes))
    await db.insert(castes).values(RELIGIONS.map((name) => ({ name })));
  if (await isEmpty(db, shifts)) await db.insert(shifts).values(SHIFTS.map((name) => ({ name })));
  if (await isEmpty(db, languages))
    await db.insert(languages).values(LANGUAGES.map((name) => ({ name })));
}

export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
