import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { castes, constituencies, districts, languages, shifts } from "../db/schema.ts";
import locations from "./data/kerala-locations.json" with { type: "json" };

/** An entry of a short list with its Malayalam name (docs/glossary-ml.md). */
interface NamedEntry {
  name: string;
  nameMl: string;
}

/** The spec labels this list "Religion" on the search form and "Caste" on registration. */
export const RELIGIONS: NamedEntry[] = [
  { name: "Hindu", nameMl: "ഹിന്ദു" },
  { name: "Muslim", nameMl: "മുസ്ലിം" },
  { name: "Christian", nameMl: "ക്രിസ്ത്യൻ" },
  { name: "Sikh", nameMl: "സിഖ്" },
  { name: "Jain", nameMl: "ജൈന" },
  { name: "Buddhist", nameMl: "ബുദ്ധ" },
  { name: "Other", nameMl: "മറ്റുള്ളവ" },
];
export const SHIFTS: NamedEntry[] = [
  { name: "Day", nameMl: "പകൽ" },
  { name: "Night", nameMl: "രാത്രി" },
  { name: "Full Time / Live-in", nameMl: "മുഴുവൻ സമയം / വീട്ടിൽ താമസിച്ച്" },
  { name: "Part Time", nameMl: "പാർട്ട് ടൈം" },
];
export const LANGUAGES: NamedEntry[] = [
  { name: "Malayalam", nameMl: "മലയാളം" },
  { name: "Tamil", nameMl: "തമിഴ്" },
  { name: "Hindi", nameMl: "ഹിന്ദി" },
  { name: "English", nameMl: "ഇംഗ്ലീഷ്" },
  { name: "Kannada", nameMl: "കന്നഡ" },
  { name: "Bengali", nameMl: "ബംഗാളി" },
  { name: "Telugu", nameMl: "തെലുങ്ക്" },
  { name: "Odia", nameMl: "ഒഡിയ" },
  { name: "Assamese", nameMl: "അസമീസ്" },
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
          nameMl: c.name_ml,
        })),
      ),
    );
  }
  if (await isEmpty(db, castes)) await db.insert(castes).values(RELIGIONS);
  if (await isEmpty(db, shifts)) await db.insert(shifts).values(SHIFTS);
  if (await isEmpty(db, languages)) await db.insert(languages).values(LANGUAGES);
}

export async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}
