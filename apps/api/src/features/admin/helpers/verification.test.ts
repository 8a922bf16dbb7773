import { adminMessages, verificationPaths } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../../test/helpers/admin.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import {
  daysAgo,
  idCheck,
  policeCheck,
  referenceCheck,
  verificationRecords,
} from "../../../../test/helpers/verification.ts";
import { helperVerifications } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";

const ctx = useTestApp();
const factory = () => ({ db: ctx.db, storage: ctx.storage });
const { admin, addCheck } = verificationRecords(ctx);

const auditOf = (publicId: string) => auditRows(ctx.db, "helper", publicId);

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
