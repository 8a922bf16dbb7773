import {
  adminMessages,
  type Maid,
  monthLabel,
  type VerificationCheck,
  type VerificationInput,
  verificationPaths,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { postJson, useTestApp } from "../../../../test/helpers/test-app.ts";
import { ConfigError, loadConfig } from "../../../config.ts";
import { adminAuditLog, helpers, helperVerifications } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The date `days` ago, as the form sends it (YYYY-MM-DD, UTC like the test database). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const monthOf = (date: string) => date.slice(0, 7);

async function addCheck(publicId: string, record: Partial<VerificationInput> | object) {
  return ctx.app.inject({
    method: "POST",
    url: verificationPaths.recordsOf(publicId),
    payload: record,
    headers: (await admin()).headers,
  });
}

const idCheck = (checkedOn: string, last4 = "4821") => ({
  kind: "id_document",
  document_type: "Aadhaar",
  document_last4: last4,
  checked_on: checkedOn,
});
const policeCheck = (checkedOn: string) => ({
  kind: "police_clearance",
  police_station: "Aluva Police Station",
  checked_on: checkedOn,
});
const referenceCheck = (checkedOn: string) => ({
  kind: "reference",
  reference_name: "Mrs. Thomas",
  relationship: "Former employer",
  note: "Worked for them four years; would hire again.",
  checked_on: checkedOn,
});

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

const auditOf = (publicId: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entity, "helper"), eq(adminAuditLog.entityId, publicId)))
    .orderBy(adminAuditLog.id);

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

describe("recording checks", () => {
  it("refuses bad input with 400 and a message per field, storing nothing", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    const cases: [object, Record<string, string>][] = [
      [
        {
          kind: "id_document",
          document_type: "Ration card",
          document_last4: "12",
          checked_on: "soon",
        },
        {
          document_type:
            "Document type must be one of Aadhaar, Voter ID, Driving licence, Passport, PAN.",
          document_last4: adminMessages.documentLast4,
          checked_on: "Date checked must be a date (YYYY-MM-DD).",
        },
      ],
      [
        { kind: "police_clearance", police_station: "Aluva", checked_on: "2026-13-45" },
        { checked_on: "Date of issue must be a real date." },
      ],
      [
        { kind: "police_clearance", police_station: " ", checked_on: daysAgo(-30) },
        {
          police_station: "Issuing police station is required.",
          checked_on: "Date of issue cannot be in the future.",
        },
      ],
      [
        { kind: "reference", relationship: "x".repeat(101), note: "", checked_on: "2026-02-30" },
        {
          reference_name: "Who was called is required.",
          relationship: "Relationship must be at most 100 characters.",
          note: "Note is required.",
          checked_on: "Date called must be a real date.",
        },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await addCheck(helper.publicId, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields).toEqual(fields);
    }
    const unknownKind = await addCheck(helper.publicId, { kind: "horoscope" });
    expect(unknownKind.statusCode).toBe(400);
    expect(Object.keys(unknownKind.json().fields ?? {})).toEqual(["kind"]);
    const stored = await ctx.db
      .select()
      .from(helperVerifications)
      .where(eq(helperVerifications.helperId, helper.id));
    expect(stored).toEqual([]);
    expect(await auditOf(helper.publicId)).toEqual([]);
  });

  it("keeps only the last 4 characters of a document: a longer number is refused", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    for (const number of ["123456789012", "ABCDE1234F", "48210", "4 821"]) {
      const answer = await addCheck(helper.publicId, idCheck(daysAgo(1), number));
      expect(answer.statusCode, number).toBe(400);
      expect(answer.json().fields).toEqual({ document_last4: adminMessages.documentLast4 });
    }
    expect((await addCheck(helper.publicId, idCheck(daysAgo(1), "x7k2"))).statusCode).toBe(201);
    const stored = await ctx.db
      .select({ last4: helperVerifications.documentLast4 })
      .from(helperVerifications)
      .where(eq(helperVerifications.helperId, helper.id));
    expect(stored).toEqual([{ last4: "X7K2" }]);
    // The database refuses a longer number too, whatever a future route forgets.
    await expect(
      ctx.db.insert(helperVerifications).values({
        helperId: helper.id,
        kind: "id_document",
        checkedOn: daysAgo(1),
        documentType: "Aadhaar",
        documentLast4: "123456789012",
        recordedBy: (await admin()).id,
      }),
    ).rejects.toThrow();
  });

  it("refuses an identical record with 409, also when sent twice at once; any other detail makes a new one", async () => {
    const helper = await createHelper(factory(), { status: "approved" });
    const doubleClick = await Promise.all([
      addCheck(helper.publicId, idCheck(daysAgo(3))),
      addCheck(helper.publicId, { ...idCheck(daysAgo(3)), document_last4: " 4821 " }),
    ]);
    expect(doubleClick.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(doubleClick.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      error: adminMessages.verificationExists,
      code: "CONFLICT",
    });
    for (const check of [policeCheck(daysAgo(3)), referenceCheck(daysAgo(3))]) {
      expect((await addCheck(helper.publicId, check)).statusCode).toBe(201);
      expect((await addCheck(helper.publicId, check)).statusCode).toBe(409);
    }
    const differing = [
      idCheck(daysAgo(4)),
      idCheck(daysAgo(3), "9999"),
      { ...idCheck(daysAgo(3)), document_type: "Voter ID" },
      { ...referenceCheck(daysAgo(3)), note: "Another call, another answer." },
    ];
    for (const check of differing) {
      expect((await addCheck(helper.publicId, check)).statusCode, JSON.stringify(check)).toBe(201);
    }
    const records = await ctx.db
      .select()
      .from(helperVerifications)
      .where(eq(helperVerifications.helperId, helper.id));
    expect(records).toHaveLength(3 + differing.length);
    const added = (await auditOf(helper.publicId)).filter((e) => e.action === "add-verification");
    expect(added).toHaveLength(records.length);
  });

  it("audits every addition and removal, and refuses to remove another helper's record", async () => {
    const [helper, other] = await Promise.all([
      createHelper(factory(), { status: "pending" }),
      createHelper(factory(), { status: "approved" }),
    ]);
    const { id: adminId } = await admin();
    expect((await addCheck(helper.publicId, referenceCheck(daysAgo(2)))).json()).toEqual({
      message: adminMessages.verificationAdded,
    });
    const [record] = await ctx.db
      .select()
      .from(helperVerifications)
      .where(eq(helperVerifications.helperId, helper.id));
    expect(record).toMatchObject({ kind: "reference", recordedBy: adminId, checkedOn: daysAgo(2) });

    const elsewhere = await ctx.app.inject({
      method: "DELETE",
      url: verificationPaths.recordOf(other.publicId, record!.id),
      headers: (await admin()).headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      error: adminMessages.verificationRecordNotFound,
      code: "NOT_FOUND",
    });

    const remove = () =>
      admin().then(({ headers }) =>
        ctx.app.inject({
          method: "DELETE",
          url: verificationPaths.recordOf(helper.publicId, record!.id),
          headers,
        }),
      );
    expect((await remove()).json()).toEqual({ message: adminMessages.verificationRemoved });
    expect((await remove()).statusCode).toBe(404);

    const shown = {
      kind: "reference",
      checked_on: daysAgo(2),
      document_type: null,
      document_last4: null,
      police_station: null,
      reference_name: "Mrs. Thomas",
      relationship: "Former employer",
      note: "Worked for them four years; would hire again.",
    };
    expect(await auditOf(helper.publicId)).toMatchObject([
      {
        adminUserId: adminId,
        action: "add-verification",
        before: null,
        after: { id: record!.id, ...shown },
      },
      {
        adminUserId: adminId,
        action: "remove-verification",
        before: { id: record!.id, ...shown },
        after: null,
      },
    ]);
    expect(await auditOf(other.publicId)).toEqual([]);

    const unknownHelper = await addCheck("NoSuchHelper1", referenceCheck(daysAgo(1)));
    expect(unknownHelper.statusCode).toBe(404);
  });
});
