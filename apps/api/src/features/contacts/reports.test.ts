import {
  CONTACT_REPORT_REASON_LABELS,
  type ContactReportDecisionResponse,
  contactsPaths,
  DELIST_ACCEPTED_REPORTS,
  revealMessages,
} from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type Caller,
  caller,
  decide,
  purchase,
  report,
  subscribe,
  usedOf,
} from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import {
  adminAuditLog,
  contactReports,
  helpers,
  purchasedHelpers,
  subscriptions,
} from "../../db/schema.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";

const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });
let seed = 7_500;
const DAY_MS = 24 * 60 * 60 * 1000;

const newHelper = async () =>
  (await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 1, seed: seed++ }))[0]!;

/** A user who bought `helper` with a plan of `enquiries`. */
async function buyerOf(helper: CreatedHelper, enquiries = 3) {
  const who = await caller(ctx.app, ctx.db);
  const subscription = await subscribe(ctx.db, who.id, { enquiries });
  const answer = await purchase(ctx.app, who, helper.publicId);
  expect(answer.statusCode, answer.body).toBe(200);
  return { who, subscription };
}

/** The audit rows of one report's decisions. */
const auditOf = (reportId: number) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.entity, "contact_report"), eq(adminAuditLog.entityId, String(reportId))),
    );

async function reported(who: Caller, helper: CreatedHelper) {
  const answer = await report(ctx.app, who, {
    maid_id: helper.publicId,
    reason: "not_reachable",
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().id as number;
}

describe("POST /api/user/contact-report", () => {
  it("stores one report per purchase and shows it on the purchased card", async () => {
    const helper = await newHelper();
    const { who } = await buyerOf(helper);
    const first = await report(ctx.app, who, {
      maid_id: helper.publicId,
      reason: "already_working",
      note: "  Took a job in Dubai last week.  ",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      reason: "already_working",
      note: "Took a job in Dubai last week.",
      status: "pending",
    });
    const again = await report(ctx.app, who, { maid_id: helper.publicId, reason: "wrong_number" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: revealMessages.reportExists });
    const list = await ctx.app.inject({ url: contactsPaths.purchasedMaids, headers: who.headers });
    expect(list.json().maids[0].contact_report).toMatchObject({
      id: first.json().id,
      reason: "already_working",
      status: "pending",
    });
    expect(Object.keys(CONTACT_REPORT_REASON_LABELS)).toContain(first.json().reason);
  });

  it("refuses in Malayalam when the request asks for it: a report twice, a reveal without a plan", async () => {
    const helper = await newHelper();
    const { who } = await buyerOf(helper);
    const inMalayalam = (url: string, payload: object, by: Caller) =>
      ctx.app.inject({
        method: "POST",
        url,
        payload,
        headers: { ...by.headers, "accept-language": "ml" },
        remoteAddress: by.remoteAddress,
      });
    const body = { maid_id: helper.publicId, reason: "wrong_number" };
    expect((await report(ctx.app, who, body)).statusCode).toBe(200);
    const again = await inMalayalam(contactsPaths.contactReport, body, who);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(malayalamAccountErrors.get(revealMessages.reportExists));
    expect(again.json().error).toMatch(/^[^A-Za-z]+$/);

    const planless = await caller(ctx.app, ctx.db);
    const refused = await inMalayalam(
      contactsPaths.purchaseMaid,
      { maid_id: helper.publicId },
      planless,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(malayalamAccountErrors.get(revealMessages.noActivePlan));
  });

  it("refuses a helper not bought, a purchase over 7 days old, and a bad reason", async () => {
    const helper = await newHelper();
    const stranger = await caller(ctx.app, ctx.db);
    const notBought = await report(ctx.app, stranger, {
      maid_id: helper.publicId,
      reason: "wrong_number",
    });
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().error).toBe(revealMessages.reportNotPurchased);

    const { who } = await buyerOf(helper);
    const badReason = await report(ctx.app, who, { maid_id: helper.publicId, reason: "rude" });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().fields).toHaveProperty("reason");

    await ctx.db
      .update(purchasedHelpers)
      .set({ createdAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(and(eq(purchasedHelpers.userId, who.id), eq(purchasedHelpers.helperId, helper.id)));
    const late = await report(ctx.app, who, { maid_id: helper.publicId, reason: "wrong_number" });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(revealMessages.reportWindowClosed);
    expect(
      await ctx.db.select().from(contactReports).where(eq(contactReports.userId, who.id)),
    ).toEqual([]);
  });
});

describe("an admin's decision on a report", () => {
  it("answers 401 without a login and 403 to a user, changing nothing", async () => {
    const helper = await newHelper();
    const { who } = await buyerOf(helper);
    const id = await reported(who, helper);
    expect((await decide(ctx.app, null, id, "accepted")).statusCode).toBe(401);
    const forbidden = await decide(ctx.app, who, id, "accepted");
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: "FORBIDDEN" });
    const list = await ctx.app.inject({
      url: contactsPaths.adminContactReports,
      headers: who.headers,
    });
    expect(list.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(contactReports).where(eq(contactReports.id, id));
    expect(row!.status).toBe("pending");
  });

  it("returns the enquiry exactly once, to the plan it came from, however many accept at once", async () => {
    const admin = await caller(ctx.app, ctx.db, "admin");
    const helper = await newHelper();
    const { who, subscription } = await buyerOf(helper);
    const id = await reported(who, helper);
    const listed = await ctx.app.inject({
      url: contactsPaths.adminContactReports,
      headers: admin.headers,
    });
    expect(listed.json().reports.map((r: { id: number }) => r.id)).toContain(id);
    expect(await usedOf(ctx.db, subscription.id)).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => decide(ctx.app, admin, id, "accepted")),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!.json() as ContactReportDecisionResponse;
    expect(ok).toMatchObject({ enquiry_returned: true, maid_delisted: false });
    expect(ok.report).toMatchObject({ id, status: "accepted", maid_id: helper.publicId });
    expect(await usedOf(ctx.db, subscription.id)).toBe(0);
    // Declining it afterwards changes nothing either.
    expect((await decide(ctx.app, admin, id, "declined")).statusCode).toBe(409);
    expect(await usedOf(ctx.db, subscription.id)).toBe(0);
    // One decision, one audit row: who decided, and what it did.
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminUserId: admin.id,
      action: "accept-report",
      before: { status: "pending" },
      after: { status: "accepted", enquiry_returned: true, maid_delisted: false },
    });
  });

  it("returns nothing for a declined report", async () => {
    const admin = await caller(ctx.app, ctx.db, "admin");
    const helper = await newHelper();
    const { who, subscription } = await buyerOf(helper);
    const id = await reported(who, helper);
    const answer = await decide(ctx.app, admin, id, "declined");
    expect(answer.json()).toMatchObject({
      enquiry_returned: false,
      report: { status: "declined" },
    });
    expect(await usedOf(ctx.db, subscription.id)).toBe(1);
    expect(await auditOf(id)).toMatchObject([
      {
        adminUserId: admin.id,
        action: "decline-report",
        after: { status: "declined", enquiry_returned: false },
      },
    ]);
    expect((await decide(ctx.app, admin, 2_000_000_000, "accepted")).statusCode).toBe(404);
  });

  it("gives the enquiry to the plan running longest once the original has ended", async () => {
    const admin = await caller(ctx.app, ctx.db, "admin");
    const helper = await newHelper();
    const { who, subscription } = await buyerOf(helper);
    const id = await reported(who, helper);
    await ctx.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription.id));
    const renewed = await subscribe(ctx.db, who.id, { enquiries: 4, used: 2, days: 30 });
    const answer = await decide(ctx.app, admin, id, "accepted");
    expect(answer.json()).toMatchObject({ enquiry_returned: true });
    expect(await usedOf(ctx.db, subscription.id)).toBe(1);
    expect(await usedOf(ctx.db, renewed.id)).toBe(1);
  });

  it(`takes a helper off the listing at ${DELIST_ACCEPTED_REPORTS} accepted reports in 30 days`, async () => {
    const admin = await caller(ctx.app, ctx.db, "admin");
    const helper = await newHelper();
    const buyers = [];
    for (let i = 0; i < DELIST_ACCEPTED_REPORTS; i++) buyers.push(await buyerOf(helper));
    const ids = [];
    for (const { who } of buyers) ids.push(await reported(who, helper));
    const delisted = [];
    for (const id of ids)
      delisted.push((await decide(ctx.app, admin, id, "accepted")).json().maid_delisted);
    expect(delisted).toEqual([...Array(DELIST_ACCEPTED_REPORTS - 1).fill(false), true]);
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row!.status).toBe("suspended");

    const details = await ctx.app.inject({
      method: "POST",
      url: "/api/user/maid-details",
      payload: { maid_id: helper.publicId },
    });
    expect(details.statusCode).toBe(404);
    const search = await ctx.app.inject({
      url: `/api/user/search-maids?location=${helper.districtId}&sub_location=${helper.constituencyId}&page_size=100`,
    });
    expect(search.json().maids.map((m: { id: string }) => m.id)).not.toContain(helper.publicId);
    // Its buyers keep it, and a new household cannot buy it.
    const buyer = buyers[0]!.who;
    const list = await ctx.app.inject({
      url: contactsPaths.purchasedMaids,
      headers: buyer.headers,
    });
    expect(list.json().maids.map((m: { id: string }) => m.id)).toContain(helper.publicId);
    expect((await purchase(ctx.app, buyer, helper.publicId)).statusCode).toBe(200);
    const newcomer = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, newcomer.id, { enquiries: 1 });
    expect((await purchase(ctx.app, newcomer, helper.publicId)).statusCode).toBe(404);
  });

  it("does not count accepted reports older than 30 days", async () => {
    const admin = await caller(ctx.app, ctx.db, "admin");
    const helper = await newHelper();
    const ids = [];
    for (let i = 0; i < DELIST_ACCEPTED_REPORTS; i++) {
      const { who } = await buyerOf(helper);
      ids.push(await reported(who, helper));
    }
    await ctx.db
      .update(contactReports)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(contactReports.id, ids[0]!));
    for (const id of ids) await decide(ctx.app, admin, id, "accepted");
    const [row] = await ctx.db.select().from(helpers).where(eq(helpers.id, helper.id));
    expect(row!.status).toBe("approved");
  });
});
