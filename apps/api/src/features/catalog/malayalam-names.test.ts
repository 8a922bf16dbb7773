import { type Option, registrationDataSchema } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MALAYALAM, maidDetails } from "../../../test/helpers/maid-details.ts";
import { postJson, useTestApp } from "../../../test/helpers/test-app.ts";
import { shifts } from "../../db/schema.ts";
import { CATEGORIES } from "../../seed/categories.ts";
import locations from "../../seed/data/kerala-locations.json" with { type: "json" };
import { createHelper } from "../../seed/factories/helper.ts";
import { LANGUAGES, RELIGIONS, SHIFTS } from "../../seed/reference.ts";

// The reference lists carry their Malayalam names: option lists name both whatever the language
// asked (a field matches either script), and a Malayalam page's answers name helpers, places
// and categories in Malayalam.

const ctx = useTestApp();

/** English name → Malayalam name, from the seed's own lists. */
const seeded = new Map<string, string>([
  ...[...RELIGIONS, ...SHIFTS, ...LANGUAGES, ...CATEGORIES].map(
    (entry) => [entry.name, entry.nameMl] as const,
  ),
  ...locations.districts.flatMap((district) => [
    [district.name, district.name_ml] as const,
    ...district.constituencies.map((c) => [c.name, c.name_ml] as const),
  ]),
]);
const malayalamOf = (english: string) => seeded.get(english) ?? english;

async function registrationData() {
  const response = await ctx.app.inject({ url: "/api/maid/registration" });
  return registrationDataSchema.parse(response.json());
}

describe("option lists name both languages", () => {
  it("answers every registration list with the seed's Malayalam names", async () => {
    const data = await registrationData();
    const lists: Option[][] = [
      data.location,
      data.caste,
      data.shift,
      data.categories,
      data.language,
    ];
    const entries = lists.flat();
    expect(entries.length).toBe(14 + RELIGIONS.length + SHIFTS.length + 8 + LANGUAGES.length);
    for (const entry of entries) expect(entry.name_ml, entry.name).toBe(seeded.get(entry.name));
  });

  it("answers each district's constituencies with their Malayalam names, in English or not", async () => {
    const data = await registrationData();
    let named = 0;
    for (const district of data.location) {
      const expected = locations.districts
        .find((d) => d.name === district.name)!
        .constituencies.slice()
        .sort((a, b) => a.number - b.number)
        .map((c) => ({ name: c.name, name_ml: c.name_ml }));
      for (const headers of [{}, MALAYALAM]) {
        const response = await postJson(
          ctx.app,
          "/api/user/sub-location",
          { location_id: district.id },
          headers,
        );
        const answer = (response.json() as Option[]).map(({ name, name_ml }) => ({
          name,
          name_ml,
        }));
        expect(answer).toEqual(expected);
      }
      named += expected.length;
    }
    expect(named).toBe(140);
  });
});

describe("a Malayalam page's answers", () => {
  it("name a helper's place, shift, language and categories in Malayalam, and English stays English", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage });
    const english = await maidDetails(ctx.app, helper.publicId);
    const malayalam = await maidDetails(ctx.app, helper.publicId, MALAYALAM);
    expect(malayalam.maid).toEqual({
      ...english.maid,
      location: english.maid.location.split(", ").map(malayalamOf).join(", "),
      shift: malayalamOf(english.maid.shift),
      language: malayalamOf(english.maid.language),
      category: english.maid.category.map((c) => ({ ...c, name: malayalamOf(c.name) })),
    });
    expect(malayalam.maid.shift).not.toBe(english.maid.shift);
    // A shared cache must keep the two apart.
    expect(malayalam.vary).toContain("Accept-Language");
    expect(english.vary).toContain("Accept-Language");
  });

  it("fall back to the English name of an entry without a Malayalam one", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage });
    const [shift] = await ctx.db.select().from(shifts).where(eq(shifts.id, helper.shiftId));
    await ctx.db.update(shifts).set({ nameMl: null }).where(eq(shifts.id, helper.shiftId));
    ctx.app.publicCaches.clear();
    try {
      const english = await maidDetails(ctx.app, helper.publicId);
      const malayalam = await maidDetails(ctx.app, helper.publicId, MALAYALAM);
      expect(malayalam.maid.shift).toBe(english.maid.shift);
      expect(malayalam.maid.language).toBe(malayalamOf(english.maid.language));
    } finally {
      await ctx.db.update(shifts).set({ nameMl: shift!.nameMl }).where(eq(shifts.id, shift!.id));
      ctx.app.publicCaches.clear();
    }
  });

  it("name search results and the home page's helpers and categories in Malayalam", async () => {
    const helper = await createHelper({ db: ctx.db, storage: ctx.storage });
    const search = (headers: Record<string, string>) =>
      ctx.app
        .inject({ url: `/api/user/search-maids?page_size=100`, headers })
        .then((response) => response.json().maids as { id: string; shift: string }[]);
    const found = (await search(MALAYALAM)).find((maid) => maid.id === helper.publicId);
    const { maid } = await maidDetails(ctx.app, helper.publicId);
    expect(found?.shift).toBe(malayalamOf(maid.shift));

    // The cached English home page is not served to a Malayalam page, nor the other way.
    const home = (headers: Record<string, string>) =>
      ctx.app.inject({ url: "/api/user/homepage", headers }).then((response) => response.json());
    for (const round of [1, 2]) {
      const [en, ml] = [await home({}), await home(MALAYALAM)];
      expect(
        ml.category.map((c: { name: string }) => c.name),
        `round ${round}`,
      ).toEqual(en.category.map((c: { name: string }) => malayalamOf(c.name)));
      expect(ml.maids.map((m: { shift: string }) => m.shift)).toEqual(
        en.maids.map((m: { shift: string }) => malayalamOf(m.shift)),
      );
    }
  });

  it("name a category in Malayalam on its page", async () => {
    const [first] = CATEGORIES;
    const { categories } = await registrationData();
    const id = categories.find((c) => c.name === first!.name)!.id;
    const details = await postJson(
      ctx.app,
      "/api/user/category-details",
      { category_id: id },
      MALAYALAM,
    );
    expect(details.json().results.category.name).toBe(first!.nameMl);
  });
});
