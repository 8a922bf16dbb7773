import { afterEach, describe, expect, it } from "vitest";
import { closeMigratedDatabases, databaseBefore } from "../../test/helpers/migrations.ts";

afterEach(closeMigratedDatabases);

/** India's calendar day `days` before today, as the database writes it. */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() - days * 86_400_000),
  );

describe("migration 0026 (decision 045)", { timeout: 90_000 }, () => {
  it("starts each helper at her approval day, or 30 days back when that is older, so no listing drops out before she is asked", async () => {
    const db = await databaseBefore("0026_listing-freshness");
    await db.exec(`
      INSERT INTO districts (id, name) VALUES (1, 'Ernakulam');
      INSERT INTO constituencies (id, district_id, number, name) VALUES (1, 1, 1, 'Kochi');
      INSERT INTO castes (id, name) VALUES (1, 'Any');
      INSERT INTO shifts (id, name) VALUES (1, 'Day');
      INSERT INTO languages (id, name) VALUES (1, 'Malayalam');`);
    const helper = (id: number, status: string, created: number, reviewed: number | null) =>
      db.sql(
        `INSERT INTO helpers (id, public_id, name, mobile_number, whatsapp_number, email, address,
           district_id, constituency_id, pincode, date_of_birth, gender, caste_id, language_id,
           shift_id, experience_years, profile_image, status, created_at, reviewed_at)
         VALUES ($1::integer, 'p' || $1::text, 'Bindu', '9000000000', '9000000000', '', 'x', 1, 1, '682001',
           '1980-01-01', 'female', 1, 1, 1, 5, 'a', $2::review_status,
           now() - make_interval(days => $3::integer),
           CASE WHEN $4::integer IS NULL THEN NULL ELSE now() - make_interval(days => $4::integer) END)`,
        [id, status, created, reviewed],
      );
    await helper(1, "approved", 20, 10);
    await helper(2, "approved", 300, 200);
    await helper(3, "pending", 5, null);

    await db.migrateRest();

    expect(
      await db.sql(
        "SELECT id, availability_confirmed_on::text AS day, availability_asked_at AS asked FROM helpers ORDER BY id",
      ),
    ).toEqual([
      { id: 1, day: daysAgo(10), asked: null },
      { id: 2, day: daysAgo(30), asked: null },
      { id: 3, day: daysAgo(5), asked: null },
    ]);
  });
});
