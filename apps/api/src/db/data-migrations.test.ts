import { afterEach, describe, expect, it } from "vitest";
import { closeMigratedDatabases, databaseBefore } from "../../test/helpers/migrations.ts";
import { CATEGORIES } from "../seed/categories.ts";
import locations from "../seed/data/kerala-locations.json" with { type: "json" };
import { readSeedPages } from "../seed/pages.ts";
import { LANGUAGES, RELIGIONS, SHIFTS } from "../seed/reference.ts";

// Hand-written data migrations change rows a live database already has: each is tested on rows
// written in the shape of the migrations before it, then run with the rest.

/**
 * The privacy policy's line on what a household's account keeps: before the shortlist, before
 * the hiring answers, and now.
 */
const POLICY_LINE = {
  en: {
    beforeShortlist: "and which helpers you have revealed.",
    beforeOutcomes: "which helpers you have revealed, and the helpers you keep on your shortlist.",
    now: "which helpers you have revealed and whether you hired them, and the helpers you keep on your shortlist.",
  },
  ml: {
    beforeShortlist: "നിങ്ങൾ ഏതൊക്കെ സഹായികളുടെ നമ്പർ തുറന്നു കണ്ടു എന്നതും.",
    beforeOutcomes:
      "നിങ്ങൾ ഏതൊക്കെ സഹായികളുടെ നമ്പർ തുറന്നു കണ്ടു എന്നതും, നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ സൂക്ഷിക്കുന്ന സഹായികളും.",
    now: "നിങ്ങൾ ഏതൊക്കെ സഹായികളുടെ നമ്പർ തുറന്നു കണ്ടു എന്നതും അവരെ ജോലിക്കെടുത്തോ എന്നതും, നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റിൽ സൂക്ഷിക്കുന്ന സഹായികളും.",
  },
};

/** Its line on what a helper's public profile shows, before the count of hires and now. */
const PROFILE_LINE = {
  en: {
    before: '"About me" and gallery) is visible',
    now: '"About me", gallery, and how many households said they hired her through Sahayi) is visible',
  },
  ml: {
    before: "'എന്നെക്കുറിച്ച്', ഗാലറി) ഞങ്ങളുടെ",
    now: "'എന്നെക്കുറിച്ച്', ഗാലറി, Sahayi വഴി എത്ര വീട്ടുകാർ ജോലിക്കെടുത്തു എന്നത്) ഞങ്ങളുടെ",
  },
};

/** Its lines on a helper's own download and deletion: before she had her own page, and now. */
const RIGHTS_LINES = {
  en: [
    [
      "**Download my data** in your profile gives",
      "**Download my data** in your profile (a helper: on her own page, **For helpers**) gives",
    ],
    [
      "for a helper's listing, write to us.",
      "a helper deletes her listing on her own page (she confirms with a one-time code).",
    ],
  ],
  ml: [
    ["പ്രൊഫൈലിലെ **എന്റെ", "പ്രൊഫൈലിലെ (സഹായിക്ക്, തന്റെ സ്വന്തം പേജിൽ) **എന്റെ"],
    [
      "സഹായിയുടെ സൈറ്റിലെ പ്രൊഫൈലിനായി ഞങ്ങൾക്ക് എഴുതുക.",
      "സഹായിക്ക് തന്റെ സ്വന്തം പേജിൽ ലിസ്റ്റിംഗ് നീക്കം ചെയ്യാം (OTP നൽകി ഉറപ്പാക്കണം).",
    ],
  ],
} as const;

/** `text` with each line of `lines` put back as it was. */
const asBefore = (text: string, lines: readonly (readonly [string, string])[]) =>
  lines.reduce((before, [was, now]) => before.replace(now, was), text);

afterEach(closeMigratedDatabases);

// Each test starts an embedded database and migrates it twice: seconds on a quiet machine, more
// under load than the suite's default allows.
describe("data migrations", { timeout: 90_000 }, () => {
  it("moves a mistyped date of birth by whole years to the age typed at registration, and keeps the rest", async () => {
    const db = await databaseBefore("0012_helper-birth-dates");
    await db.exec(`
      INSERT INTO districts (id, name) VALUES (1, 'Ernakulam');
      INSERT INTO constituencies (id, district_id, number, name) VALUES (1, 1, 77, 'Kochi');
      INSERT INTO castes (id, name) VALUES (1, 'Hindu');
      INSERT INTO languages (id, name) VALUES (1, 'Malayalam');
      INSERT INTO shifts (id, name) VALUES (1, 'Day');`);
    const helper = (publicId: string, age: number, dateOfBirth: string, registered: string) =>
      db.sql(
        `INSERT INTO helpers (public_id, name, mobile_number, whatsapp_number, email, address,
           district_id, constituency_id, pincode, age, date_of_birth, gender, caste_id,
           language_id, shift_id, experience_years, profile_image, created_at)
         VALUES ($1, 'Lakshmi', '9847012345', '9847012345', 'l@example.com', 'Kochi', 1, 1,
           '682001', $2, $3, 'female', 1, 1, 1, 3, 'a.jpg', $4)`,
        [publicId, age, dateOfBirth, registered],
      );
    // Typed 25 on 2024-06-01 with a birth date making her a child today: born 1999 instead.
    await helper("child", 25, "2015-03-10", "2024-06-01T10:00:00+05:30");
    // Typed 30 with a birth date 130 years back: born 1994, registered 2024-06-01.
    await helper("ancient", 30, "1894-01-20", "2024-06-01T10:00:00+05:30");
    // Typed 25 while her date of birth says 38: a believable date is taken as given.
    await helper("believable", 25, "1988-05-05", "2024-06-01T10:00:00+05:30");

    await db.migrateRest();

    const rows = await db.sql<{ public_id: string; dob: string }>(
      `SELECT public_id, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM helpers ORDER BY id`,
    );
    expect(rows).toEqual([
      { public_id: "child", dob: "1999-03-10" },
      { public_id: "ancient", dob: "1994-01-20" },
      { public_id: "believable", dob: "1988-05-05" },
    ]);
  });

  it("adds the 7-day report window to a refund policy seeded before, once, and leaves a rewritten one alone", async () => {
    const refund = (await readSeedPages()).find((page) => page.slug === "cancellation-and-refund");
    const window = refund?.markdown.split("\n\n").at(-1) ?? "";
    expect(window).toContain("within 7 days");
    const before = refund?.markdown.replace(`\n\n${window}`, "") ?? "";
    expect(before).not.toContain("7 days");

    const db = await databaseBefore("0019_refund-report-window");
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, updated_at) VALUES
         ('cancellation-and-refund', 'Cancellation and Refund', $1, '2026-01-01'),
         ('terms-and-conditions', 'Terms and Conditions', 'Report within 7 days.', '2026-01-01')`,
      [`${before}\n`],
    );

    await db.migrateRest();

    const pages = await db.sql<{ slug: string; markdown: string; changed: boolean }>(
      `SELECT slug, markdown, updated_at > '2026-01-01' AS changed FROM content_pages ORDER BY slug`,
    );
    expect(pages).toEqual([
      { slug: "cancellation-and-refund", markdown: refund?.markdown, changed: true },
      { slug: "terms-and-conditions", markdown: "Report within 7 days.", changed: false },
    ]);
  });

  it("leaves a refund policy an admin already wrote the 7 days into as it is", async () => {
    const db = await databaseBefore("0019_refund-report-window");
    const own = "Report a contact within 7 days and we give the enquiry back.";
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, updated_at)
       VALUES ('cancellation-and-refund', 'Cancellation and Refund', $1, '2026-01-01')`,
      [own],
    );
    await db.migrateRest();
    expect(
      await db.sql(`SELECT markdown FROM content_pages WHERE slug = 'cancellation-and-refund'`),
    ).toEqual([{ markdown: own }]);
  });

  it("names the shortlist in a privacy policy seeded before, in both languages, and leaves a rewritten one alone", async () => {
    const policy = (await readSeedPages()).find((page) => page.slug === "privacy-policy")!;
    const before = policy.markdown.replace(POLICY_LINE.en.now, POLICY_LINE.en.beforeShortlist);
    const beforeMl = policy.markdownMl!.replace(POLICY_LINE.ml.now, POLICY_LINE.ml.beforeShortlist);
    expect(before).not.toContain("shortlist");
    expect(beforeMl).not.toBe(policy.markdownMl);

    const db = await databaseBefore("0023_shortlist");
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, title_ml, markdown_ml, translated_from, updated_at) VALUES
         ('privacy-policy', 'Privacy Policy', $1, 'ml', $2, $1, '2026-01-01'),
         ('terms-and-conditions', 'Terms', $3, null, null, null, '2026-01-01')`,
      [before, beforeMl, POLICY_LINE.en.beforeShortlist],
    );

    await db.migrateRest();

    expect(
      await db.sql(
        `SELECT slug, markdown, markdown_ml, translated_from = markdown AS translated,
                updated_at > '2026-01-01' AS changed
         FROM content_pages ORDER BY slug`,
      ),
    ).toEqual([
      {
        slug: "privacy-policy",
        markdown: policy.markdown,
        markdown_ml: policy.markdownMl,
        translated: true,
        changed: true,
      },
      {
        slug: "terms-and-conditions",
        markdown: POLICY_LINE.en.beforeShortlist,
        markdown_ml: null,
        translated: null,
        changed: false,
      },
    ]);
  });

  it("leaves the Malayalam of a privacy policy whose English changed since it was translated", async () => {
    const db = await databaseBefore("0023_shortlist");
    const english = `We keep ${POLICY_LINE.en.beforeShortlist}`;
    const stale = `An older translation: ${POLICY_LINE.ml.beforeShortlist}`;
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, title_ml, markdown_ml, translated_from, updated_at)
       VALUES ('privacy-policy', 'Privacy Policy', $1, 'ml', $2, 'An older English.', '2026-01-01')`,
      [english, stale],
    );
    await db.migrateRest();
    expect(
      await db.sql(`SELECT markdown, markdown_ml, translated_from FROM content_pages`),
    ).toEqual([
      {
        markdown: `We keep ${POLICY_LINE.en.now}`,
        markdown_ml: stale,
        translated_from: "An older English.",
      },
    ]);
  });

  it("names the hiring answers and the public count of hires in a privacy policy seeded before, in both languages", async () => {
    const policy = (await readSeedPages()).find((page) => page.slug === "privacy-policy")!;
    const before = policy.markdown
      .replace(POLICY_LINE.en.now, POLICY_LINE.en.beforeOutcomes)
      .replace(PROFILE_LINE.en.now, PROFILE_LINE.en.before);
    const beforeMl = policy
      .markdownMl!.replace(POLICY_LINE.ml.now, POLICY_LINE.ml.beforeOutcomes)
      .replace(PROFILE_LINE.ml.now, PROFILE_LINE.ml.before);
    expect(before).not.toContain("hired");
    expect(beforeMl).not.toContain("ജോലിക്കെടുത്ത");

    const db = await databaseBefore("0024_contact-outcomes");
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, title_ml, markdown_ml, translated_from, updated_at) VALUES
         ('privacy-policy', 'Privacy Policy', $1, 'ml', $2, $1, '2026-01-01')`,
      [before, beforeMl],
    );

    await db.migrateRest();

    expect(
      await db.sql(
        `SELECT markdown, markdown_ml, translated_from = markdown AS translated,
                updated_at > '2026-01-01' AS changed
         FROM content_pages`,
      ),
    ).toEqual([
      {
        markdown: policy.markdown,
        markdown_ml: policy.markdownMl,
        translated: true,
        changed: true,
      },
    ]);
  });

  it("names a helper's own download and deletion in a privacy policy seeded before, in both languages", async () => {
    const policy = (await readSeedPages()).find((page) => page.slug === "privacy-policy")!;
    const before = asBefore(policy.markdown, RIGHTS_LINES.en);
    const beforeMl = asBefore(policy.markdownMl!, RIGHTS_LINES.ml);
    expect(before).toContain("write to us.");
    expect(before).not.toBe(policy.markdown);
    expect(beforeMl).not.toBe(policy.markdownMl);

    const db = await databaseBefore("0025_helper-account");
    await db.sql(
      `INSERT INTO content_pages (slug, title, markdown, title_ml, markdown_ml, translated_from, updated_at) VALUES
         ('privacy-policy', 'Privacy Policy', $1, 'ml', $2, $1, '2026-01-01')`,
      [before, beforeMl],
    );

    await db.migrateRest();

    expect(
      await db.sql(
        `SELECT markdown, markdown_ml, translated_from = markdown AS translated,
                updated_at > '2026-01-01' AS changed
         FROM content_pages`,
      ),
    ).toEqual([
      {
        markdown: policy.markdown,
        markdown_ml: policy.markdownMl,
        translated: true,
        changed: true,
      },
    ]);
  });

  it("gives a database seeded before the seed's Malayalam names, and an admin's own entry none", async () => {
    const db = await databaseBefore("0020_ml-reference-names");
    const [district] = locations.districts;
    const [constituency] = district!.constituencies;
    const [religion, shift, language, category] = [
      RELIGIONS[0]!,
      SHIFTS[0]!,
      LANGUAGES[0]!,
      CATEGORIES[0]!,
    ];
    const rows: [string, unknown[]][] = [
      ["INSERT INTO districts (id, name) VALUES (1, $1)", [district!.name]],
      [
        `INSERT INTO constituencies (id, district_id, number, name)
         VALUES (1, 1, $1, $2), (2, 1, 999, 'Added by an admin')`,
        [constituency!.number, constituency!.name],
      ],
      ["INSERT INTO castes (name) VALUES ($1), ('Added by an admin')", [religion.name]],
      ["INSERT INTO shifts (name) VALUES ($1)", [shift.name]],
      ["INSERT INTO languages (name) VALUES ($1)", [language.name]],
      [
        "INSERT INTO categories (name, color, image, banner_image) VALUES ($1, '#000', 'a', 'b')",
        [category.name],
      ],
    ];
    for (const [text, params] of rows) await db.sql(text, params);

    await db.migrateRest();

    const names = (table: string) =>
      db.sql<{ name: string; name_ml: string | null }>(
        `SELECT name, name_ml FROM ${table} ORDER BY id`,
      );
    expect(await names("constituencies")).toEqual([
      { name: constituency!.name, name_ml: constituency!.name_ml },
      { name: "Added by an admin", name_ml: null },
    ]);
    expect(await names("castes")).toEqual([
      { name: religion.name, name_ml: religion.nameMl },
      { name: "Added by an admin", name_ml: null },
    ]);
    expect(await names("shifts")).toEqual([{ name: shift.name, name_ml: shift.nameMl }]);
    expect(await names("languages")).toEqual([{ name: language.name, name_ml: language.nameMl }]);
    expect(await names("categories")).toEqual([{ name: category.name, name_ml: category.nameMl }]);
  });
});
