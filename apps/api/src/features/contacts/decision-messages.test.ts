import {
  CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
  contactsPaths,
  messageText,
  type PurchasedMaidsResponse,
  revealMessages,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  boughtHelper,
  type Caller,
  caller,
  decide,
  report,
} from "../../../test/helpers/contacts.ts";
import { insideRolledBack, messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import type { Db } from "../../db/client.ts";
import { contactReports, users } from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { decideReport } from "./decisions.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
let seed = 9_400;

/** A household's pending report on a helper it bought; answers the report's id. */
async function reported() {
  const { helper, buyer } = await boughtHelper(ctx.app, ctx, seed++);
  const answer = await report(ctx.app, buyer, {
    maid_id: helper.publicId,
    reason: "not_reachable",
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const [row] = await ctx.db
    .select({ id: contactReports.id })
    .from(contactReports)
    .where(and(eq(contactReports.userId, buyer.id), eq(contactReports.helperId, helper.id)));
  const [user] = await ctx.db.select().from(users).where(eq(users.id, buyer.id));
  return { reportId: row!.id, helper, buyer, user: user! };
}

/** An admin's reason as one would write it. */
const REASON = "The helper answered our call on that number today.";

async function reportRow(reportId: number, db: Db = ctx.db) {
  const [row] = await db.select().from(contactReports).where(eq(contactReports.id, reportId));
  return row!;
}

/** The report as the household sees it in its list of contacted helpers. */
async function householdsReport(who: Caller, maidId: string) {
  const answer = await ctx.app.inject({ url: contactsPaths.purchasedMaids, headers: who.headers });
  expect(answer.statusCode).toBe(200);
  const { maids } = answer.json<PurchasedMaidsResponse>();
  return maids.find((maid) => maid.id === maidId)?.contact_report;
}

describe("a contact report's decision, told to the household", () => {
  it("accepted: the enquiry is back", async () => {
    const { reportId, helper, buyer, user } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    expect((await decide(ctx.app, admin, reportId, "accepted")).statusCode).toBe(200);
    const rows = await messagesOf(ctx.db, { userId: buyer.id });
    const words = messageText("report_accepted", "en", {
      maid: helper.name,
      enquiryReturned: true,
    });
    expect(rows.map((row) => [row.kind, row.channel, row.recipient, row.text])).toEqual([
      ["report_accepted", "sms", user.mobileNumber, words.sms],
      ["report_accepted", "email", user.email, expect.stringContaining("back in your plan")],
    ]);
  });

  it("declined without a reason: a generic why, and the enquiry stays used", async () => {
    const { reportId, helper, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    expect((await decide(ctx.app, admin, reportId, "declined")).statusCode).toBe(200);
    const rows = await messagesOf(ctx.db, { userId: buyer.id });
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([
      ["report_declined", "sms"],
      ["report_declined", "email"],
    ]);
    const words = messageText("report_declined", "en", { maid: helper.name, reason: null });
    expect(rows[0]!.text).toBe(words.sms);
    expect(rows[0]!.text).toContain("could not confirm it");
    expect(rows[1]!.text).toContain("could not confirm it");
    expect((await reportRow(reportId)).declineReason).toBeNull();
    expect((await householdsReport(buyer, helper.publicId))?.decline_reason).toBeNull();
  });

  it("declined with the admin's reason: kept on the report, told by SMS and e-mail, shown to the household", async () => {
    const { reportId, helper, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    const answer = await decide(ctx.app, admin, reportId, "declined", `  ${REASON}  `);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().report.decline_reason).toBe(REASON);
    expect((await reportRow(reportId)).declineReason).toBe(REASON);

    const [sms, email] = await messagesOf(ctx.db, { userId: buyer.id });
    expect(sms!.text).toBe(
      messageText("report_declined", "en", { maid: helper.name, reason: REASON }).sms,
    );
    expect(sms!.text).toContain(REASON);
    expect(sms!.text).not.toContain("could not confirm it");
    expect(sms!.variables).toEqual({ maid: helper.name, reason: REASON });
    expect(email!.text).toContain(`Reason: ${REASON}`);
    expect(email!.html).toContain(`Reason: ${REASON}`);
    expect((await householdsReport(buyer, helper.publicId))?.decline_reason).toBe(REASON);
  });

  it("fits a short reason and a helper's name of ordinary length in one SMS part", () => {
    const reason = "x".repeat(80);
    const sms = messageText("report_declined", "en", { maid: "y".repeat(30), reason }).sms;
    // Plain Latin letters are GSM-7: 160 characters a part.
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it("refuses a reason too long, or one given with an acceptance, changing nothing", async () => {
    const { reportId, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    const long = await decide(
      ctx.app,
      admin,
      reportId,
      "declined",
      "x".repeat(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH + 1),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.reason).toBe(
      revealMessages.declineReasonTooLong(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH),
    );
    const accepted = await decide(ctx.app, admin, reportId, "accepted", "Because.");
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().fields.reason).toBe(revealMessages.declineReasonOnlyWhenDeclined);
    expect((await reportRow(reportId)).status).toBe("pending");
    expect(await messagesOf(ctx.db, { userId: buyer.id })).toEqual([]);
    const longest = "x".repeat(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH);
    expect((await decide(ctx.app, admin, reportId, "declined", longest)).statusCode).toBe(200);
    expect((await reportRow(reportId)).declineReason).toBe(longest);
  });

  it("decides the report of an account deleted since, writing to no one", async () => {
    const { reportId, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    await ctx.db.transaction((tx) => eraseAccount(tx, buyer.id, new Date()));
    const before = await messagesOf(ctx.db, { userId: buyer.id });
    const answer = await decide(ctx.app, admin, reportId, "declined", REASON);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await reportRow(reportId)).status).toBe("declined");
    expect(await messagesOf(ctx.db, { userId: buyer.id })).toEqual(before);
    expect(before.map((row) => row.kind)).not.toContain("report_declined");
  });

  it("is written in the decision's transaction and rolled back with it", async () => {
    const { reportId, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    const seen = await insideRolledBack(
      ctx.db,
      (tx) => decideReport({ db: tx }, { reportId, decision: "accepted", adminId: admin.id }),
      (tx) => messagesOf(tx, { userId: buyer.id }),
    );
    expect(seen.map((row) => row.kind)).toEqual(["report_accepted", "report_accepted"]);
    expect(await messagesOf(ctx.db, { userId: buyer.id })).toEqual([]);
    expect((await reportRow(reportId)).status).toBe("pending");
  });

  it("declined with a reason: the reason and its message are written together and rolled back together", async () => {
    const { reportId, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    const seen = await insideRolledBack(
      ctx.db,
      (tx) =>
        decideReport(
          { db: tx },
          { reportId, decision: "declined", adminId: admin.id, reason: REASON },
        ),
      async (tx) => ({
        texts: (await messagesOf(tx, { userId: buyer.id })).map((row) => row.text),
        report: await reportRow(reportId, tx),
      }),
    );
    expect(seen.texts).toEqual([
      expect.stringContaining(REASON),
      expect.stringContaining(`Reason: ${REASON}`),
    ]);
    expect(seen.report).toMatchObject({ status: "declined", declineReason: REASON });
    expect(await messagesOf(ctx.db, { userId: buyer.id })).toEqual([]);
    expect(await reportRow(reportId)).toMatchObject({ status: "pending", declineReason: null });
  });
});
