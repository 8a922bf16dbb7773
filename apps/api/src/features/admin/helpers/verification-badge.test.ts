import {
  type Maid,
  monthLabel,
  type VerificationCheck,
  verificationBadgeText,
  verificationPaths,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postJson, useTestApp } from "../../../../test/helpers/test-app.ts";
import {
  daysAgo,
  idCheck,
  policeCheck,
  referenceCheck,
  verificationRecords,
} from "../../../../test/helpers/verification.ts";
import { ConfigError, loadConfig } from "../../../config.ts";
import { helpers, helperVerifications } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });
const { admin, addCheck } = verificationRecords(ctx);
const monthOf = (date: string) => date.slice(0, 7);

async function publicMaid(publicId: string): Promise<Maid> {
  const answer = await postJson(ctx.app, "/api/user/maid-details", { maid_id: publicId });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function searchVerified(): Promise<{ maids: Maid[]; total: number }> {
  const answer = await ctx.app.inject({ url: "/api/user/search-maids?verified=1&page_size=100" });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe("the Verified badge", () => {
  it("names each kind checked and the month of its newest check, on the page and the card", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    expect(await publicMaid(helper.publicId)).toMatchObject({
      verification: [],
      verification_summary: null,
    });

    const dates = { id: daysAgo(10), police: daysAgo(40), refs: [daysAgo(70), daysAgo(5)] };
    for (const record of [
      referenceCheck(dates.refs[0]!),
      idCheck(dates.id, "Z9Q4"),
      policeCheck(dates.police),
      referenceCheck(dates.refs[1]!),
    ]) {
      expect((await addCheck(helper.publicId, record)).statusCode).toBe(201);
    }
    const newestReference = [...dates.refs].sort().at(-1)!;
    const expected: VerificationCheck[] = [
      { kind: "id_document", count: 1, month: monthOf(dates.id) },
      { kind: "police_clearance", count: 1, month: monthOf(dates.police) },
      { kind: "reference", count: dates.refs.length, month: monthOf(newestReference) },
    ];

    const page = await ctx.app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
    });
    // In words: "ID checked Mar 2026 · Police clearance Feb 2026 · 2 references Jan 2026".
    const words = [
      `ID checked ${monthLabel(expected[0]!.month)}`,
      `Police clearance ${monthLabel(expected[1]!.month)}`,
      `2 references ${monthLabel(expected[2]!.month)}`,
    ].join(" · ");
    expect(page.json()).toMatchObject({ verification: expected, verification_summary: words });
    const card = (await searchVerified()).maids.find((maid) => maid.id === helper.publicId);
    expect(card).toMatchObject({ verification: expected, verification_summary: words });

    // A Malayalam page's answers word it in Malayalam, the page and the card alike.
    const malayalam = { "accept-language": "ml" };
    const inMalayalam = verificationBadgeText(expected, "ml");
    expect(inMalayalam).toContain("2 റഫറൻസ്");
    const pageMl = await ctx.app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
      headers: malayalam,
    });
    expect(pageMl.json()).toMatchObject({ verification_summary: inMalayalam });
    const search = await ctx.app.inject({
      url: "/api/user/search-maids?verified=1&page_size=100",
      headers: malayalam,
    });
    const cardMl = (search.json() as { maids: Maid[] }).maids.find(
      (maid) => maid.id === helper.publicId,
    );
    expect(cardMl).toMatchObject({ verification_summary: inMalayalam });
    // Kinds and months only: never the document's characters, nor who was called.
    for (const text of [page.body, JSON.stringify(card)]) {
      expect(text).not.toContain("Z9Q4");
      expect(text).not.toContain("Mrs. Thomas");
      expect(text).not.toContain("Aluva Police Station");
    }
  });

  it("leaves out records older than VERIFICATION_VALID_DAYS, and drops the badge with the last", async () => {
    const validDays = ctx.config.verificationValidDays;
    const helper = await createHelper(factory(), { status: "approved" });
    const fresh = daysAgo(validDays - 2);
    await addCheck(helper.publicId, idCheck(daysAgo(validDays + 2)));
    await addCheck(helper.publicId, policeCheck(daysAgo(validDays + 30)));
    await addCheck(helper.publicId, idCheck(fresh));
    await addCheck(helper.publicId, referenceCheck(daysAgo(validDays + 1)));
    expect(await publicMaid(helper.publicId)).toMatchObject({
      verification: [{ kind: "id_document", count: 1, month: monthOf(fresh) }],
      verification_summary: `ID checked ${monthLabel(monthOf(fresh))}`,
    });

    const list = await ctx.app.inject({
      url: verificationPaths.recordsOf(helper.publicId),
      headers: (await admin()).headers,
    });
    expect(list.statusCode).toBe(200);
    const { items, valid_days } = list.json() as {
      items: { id: number; checked_on: string; current: boolean }[];
      valid_days: number;
    };
    expect(valid_days).toBe(validDays);
    expect(items.map((item) => [item.checked_on, item.current])).toEqual(
      [fresh, daysAgo(validDays + 1), daysAgo(validDays + 2), daysAgo(validDays + 30)].map(
        (date) => [date, date === fresh],
      ),
    );

    const current = items.find((item) => item.current)!;
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: verificationPaths.recordOf(helper.publicId, current.id),
      headers: (await admin()).headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await publicMaid(helper.publicId)).toMatchObject({
      verification: [],
      verification_summary: null,
    });
    expect((await searchVerified()).maids.map((maid) => maid.id)).not.toContain(helper.publicId);
  });

  it("VERIFICATION_VALID_DAYS is checked at start", () => {
    expect(loadConfig({}).verificationValidDays).toBe(730);
    expect(loadConfig({ VERIFICATION_VALID_DAYS: "365" }).verificationValidDays).toBe(365);
    for (const bad of ["0", "-5", "two years", "1.5"]) {
      expect(() => loadConfig({ VERIFICATION_VALID_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ VERIFICATION_VALID_DAYS: bad })).toThrow(/VERIFICATION_VALID_DAYS/);
    }
  });
});

describe("the verified search filter", () => {
  it("finds exactly the approved helpers with a current record, and counts them apart", async () => {
    const validDays = ctx.config.verificationValidDays;
    const made = await Promise.all(
      (["approved", "approved", "approved", "pending", "suspended"] as const).map((status) =>
        createHelper(factory(), { status }),
      ),
    );
    const [current, stale, , pending, suspended] = made;
    for (const helper of [current, pending, suspended]) {
      await addCheck(helper!.publicId, policeCheck(daysAgo(3)));
    }
    await addCheck(stale!.publicId, policeCheck(daysAgo(validDays + 3)));
    // Approve the pending one after its check, so it is listed only through the route.
    await ctx.db.update(helpers).set({ status: "approved" }).where(eq(helpers.id, pending!.id));

    // The expectation from the data: every approved helper with a record inside the window.
    const cutoff = daysAgo(validDays);
    const records = await ctx.db.select().from(helperVerifications);
    const approved = await ctx.db
      .select({ id: helpers.id, publicId: helpers.publicId })
      .from(helpers)
      .where(eq(helpers.status, "approved"));
    const verifiedIds = new Set(
      records.filter((r) => r.checkedOn > cutoff).map((record) => record.helperId),
    );
    const expected = approved.filter((h) => verifiedIds.has(h.id)).map((h) => h.publicId);
    expect(expected).toEqual(expect.arrayContaining([current!.publicId, pending!.publicId]));

    const all = await ctx.app.inject({ url: "/api/user/search-maids?page_size=1" });
    const verified = await searchVerified();
    expect(verified.maids.map((maid) => maid.id).sort()).toEqual([...expected].sort());
    expect(verified.total).toBe(expected.length);
    expect(all.json().total).toBe(approved.length);
    expect(verified.maids.every((maid) => maid.verification.length > 0)).toBe(true);

    // verified=0 (and false) is no filter; anything else is a 400 naming the field.
    for (const off of ["0", "false", ""]) {
      const answer = await ctx.app.inject({ url: `/api/user/search-maids?verified=${off}` });
      expect(answer.json().total, off).toBe(approved.length);
    }
    const bad = await ctx.app.inject({ url: "/api/user/search-maids?verified=yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ verified: "Verified must be 1 or 0." });
  });
});
