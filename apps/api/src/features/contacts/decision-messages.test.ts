import { messageText } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { boughtHelper, caller, decide, report } from "../../../test/helpers/contacts.ts";
import { insideRolledBack, messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contactReports, users } from "../../db/schema.ts";
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

  it("declined: why the enquiry stays used", async () => {
    const { reportId, helper, buyer } = await reported();
    const admin = await caller(ctx.app, ctx.db, "admin");
    expect((await decide(ctx.app, admin, reportId, "declined")).statusCode).toBe(200);
    const rows = await messagesOf(ctx.db, { userId: buyer.id });
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([
      ["report_declined", "sms"],
      ["report_declined", "email"],
    ]);
    expect(rows[0]!.text).toBe(messageText("report_declined", "en", { maid: helper.name }).sms);
    expect(rows[0]!.text).toContain("could not confirm it");
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
    const [row] = await ctx.db
      .select({ status: contactReports.status })
      .from(contactReports)
      .where(eq(contactReports.id, reportId));
    expect(row!.status).toBe("pending");
  });
});
