import {
  type AdminUserActionResponse,
  accountsPaths,
  adminMessages,
  adminUserMessages,
  adminUsersPaths,
} from "@sahayi/contract";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminOf, auditRows } from "../../../../test/helpers/admin.ts";
import { caller, purchase, subscribe } from "../../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import type { Db } from "../../../db/client.ts";
import { plans, subscriptions } from "../../../db/schema.ts";
import { createHelper } from "../../../seed/factories/helper.ts";
import { grantEnquiries } from "./user-actions.ts";

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const { admin, asAdmin } = adminOf(ctx);
const auditOf = (entity: string, entityId: number) => auditRows(ctx.db, entity, entityId);

const myProfile = (who: { headers: { authorization: string } }) =>
  ctx.app.inject({ url: accountsPaths.profileDetails, headers: who.headers });

/** What the user's own profile says about their enquiries. */
async function enquiriesOf(who: Awaited<ReturnType<typeof caller>>) {
  const answer = await myProfile(who);
  expect(answer.statusCode, answer.body).toBe(200);
  const { user } = answer.json();
  return {
    active: user.is_active_plan as boolean,
    remaining: user.user_remaining_enquiry as number,
    total: user.user_total_enquiry as number,
  };
}

const approvedHelper = () =>
  createHelper({ db: ctx.db, storage: ctx.storage }, { status: "approved" });

describe("grant enquiries", () => {
  it("adds to the running subscription: the profile shows them and a reveal succeeds", async () => {
    const who = await caller(ctx.app, ctx.db);
    const plan = await subscribe(ctx.db, who.id, { enquiries: 3, used: 3 });
    const helper = await approvedHelper();
    expect((await purchase(ctx.app, who, helper.publicId)).statusCode).toBe(403);
    const before = await enquiriesOf(who);

    const answer = await asAdmin("POST", adminUsersPaths.userAction(who.id, "grant-enquiries"), {
      enquiries: 2,
      reason: "Two reported numbers were wrong",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as AdminUserActionResponse;
    expect(body.message).toBe(adminUserMessages.granted(2));
    expect(body.user.subscriptions).toMatchObject([
      { id: plan.id, enquiries_total: 3 + 2, enquiries_used: 3, granted: false },
    ]);
    expect(await enquiriesOf(who)).toEqual({
      active: true,
      remaining: before.remaining + 2,
      total: before.total + 2,
    });
    const reveal = await purchase(ctx.app, who, helper.publicId);
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(reveal.json().user_remaining_enquiry).toBe(before.remaining + 2 - 1);

    const [entry] = await auditOf("subscription", plan.id);
    expect(entry).toMatchObject({
      adminUserId: (await admin()).id,
      action: "grant-enquiries",
      before: { user_id: who.id, enquiries_total: 3 },
      after: { user_id: who.id, enquiries_total: 5 },
      reason: "Two reported numbers were wrong",
    });
  });

  it("makes a grant subscription of the days given when none runs", async () => {
    const who = await caller(ctx.app, ctx.db);
    await subscribe(ctx.db, who.id, { enquiries: 5, days: 10, startDaysAgo: 20 });
    expect(await enquiriesOf(who)).toMatchObject({ active: false, remaining: 0 });
    const started = Date.now();
    const answer = await asAdmin("POST", adminUsersPaths.userAction(who.id, "grant-enquiries"), {
      enquiries: 4,
      days: 7,
      reason: "Goodwill",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { user } = answer.json() as AdminUserActionResponse;
    const granted = user.subscriptions.find((s) => s.granted)!;
    expect(granted).toMatchObject({ running: true, enquiries_total: 4, enquiries_used: 0 });
    const days = (Date.parse(granted.ends_at) - Date.parse(granted.starts_at)) / DAY_MS;
    expect(days).toBeCloseTo(7, 5);
    expect(Date.parse(granted.starts_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(await enquiriesOf(who)).toEqual({ active: true, remaining: 4, total: 4 });
    // The user's own profile shows it as a grant that cost nothing.
    const shown = (await myProfile(who)).json().user_subscription;
    expect(shown).toEqual([
      expect.objectContaining({
        id: granted.id,
        maid_registration_plan: {
          subtitle: adminUserMessages.grantPlanTitle,
          title: adminUserMessages.grantPlanTitle,
        },
        order_id: null,
        total_amount: 0,
        enquiry: 4,
        remaining_enquiry: 4,
      }),
    ]);
    expect((await purchase(ctx.app, who, (await approvedHelper()).publicId)).statusCode).toBe(200);
    const [entry] = await auditOf("subscription", granted.id);
    expect(entry).toMatchObject({ action: "grant-enquiries", before: null });
  });

  it("answers 400 with field messages, 404 for an unknown user, and writes nothing", async () => {
    const who = await caller(ctx.app, ctx.db);
    const bad = await asAdmin("POST", adminUsersPaths.userAction(who.id, "grant-enquiries"), {
      enquiries: 0,
      reason: " ",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["enquiries", "reason"]);
    expect(bad.json().fields.reason).toBe(adminMessages.reasonRequired);
    const unknown = await asAdmin(
      "POST",
      adminUsersPaths.userAction(2_000_000_000, "grant-enquiries"),
      {
        enquiries: 1,
        reason: "x",
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminMessages.userNotFound, code: "NOT_FOUND" });
    expect(await enquiriesOf(who)).toMatchObject({ active: false, total: 0 });
  });
});

describe("extend a subscription", () => {
  it("moves its end date by the days given, audited", async () => {
    const who = await caller(ctx.app, ctx.db);
    const plan = await subscribe(ctx.db, who.id, { enquiries: 2 });
    const answer = await asAdmin("POST", adminUsersPaths.subscriptionExtendOf(plan.id), {
      days: 5,
      reason: "Site was down",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const expected = new Date(plan.endsAt.getTime() + 5 * DAY_MS).toISOString();
    const { user, message } = answer.json() as AdminUserActionResponse;
    expect(message).toBe(adminUserMessages.extended(5));
    expect(user.subscriptions.find((s) => s.id === plan.id)?.ends_at).toBe(expected);
    const mine = await myProfile(who);
    expect(mine.json().user_subscription[0].end_date).toBe(expected);
    const [entry] = await auditOf("subscription", plan.id);
    expect(entry).toMatchObject({
      action: "extend-subscription",
      before: { ends_at: plan.endsAt.toISOString() },
      after: { ends_at: expected },
      reason: "Site was down",
    });
  });

  it("adds up two extensions made at once, and moves an end with microseconds exactly", async () => {
    const who = await caller(ctx.app, ctx.db);
    const plan = await subscribe(ctx.db, who.id, { enquiries: 2 });
    // As dev-expire and any SQL now() write it: microseconds a JavaScript Date cannot hold.
    await ctx.db
      .update(subscriptions)
      .set({ endsAt: sql`now() + interval '10 days 0.123456 seconds'` })
      .where(eq(subscriptions.id, plan.id));
    const endEpoch = async () => {
      const [row] = await ctx.db
        .select({ epoch: sql<string>`extract(epoch from ${subscriptions.endsAt})` })
        .from(subscriptions)
        .where(eq(subscriptions.id, plan.id));
      return Number(row!.epoch);
    };
    const start = await endEpoch();
    const answers = await Promise.all(
      [1, 2].map(() =>
        asAdmin("POST", adminUsersPaths.subscriptionExtendOf(plan.id), { days: 3, reason: "x" }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await endEpoch()) - start).toBeCloseTo(2 * 3 * 86_400, 3);
    expect(await auditOf("subscription", plan.id)).toHaveLength(2);
  });

  it("answers 400 for bad days, 404 for an unknown subscription", async () => {
    const bad = await asAdmin("POST", adminUsersPaths.subscriptionExtendOf(1), {
      days: "ten",
      reason: "x",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["days"]);
    const unknown = await asAdmin("POST", adminUsersPaths.subscriptionExtendOf(2_000_000_000), {
      days: 1,
      reason: "x",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(adminUserMessages.subscriptionNotFound);
  });
});

describe("the plan a grant is filed under", () => {
  const grant = (userId: number) =>
    asAdmin("POST", adminUsersPaths.userAction(userId, "grant-enquiries"), {
      enquiries: 1,
      days: 3,
      reason: "Goodwill",
    });
  const grantedPlanOf = async (userId: number) => {
    const [row] = await ctx.db
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.paymentId)));
    return row!.planId;
  };

  it("is the plan of the user's latest subscription, else the first plan on sale", async () => {
    const onSale = await ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.kind, "subscription"), eq(plans.active, true)))
      .orderBy(asc(plans.position), asc(plans.id));
    const [firstOnSale, later] = onSale;
    expect(later).toBeDefined();

    const returning = await caller(ctx.app, ctx.db);
    const old = await subscribe(ctx.db, returning.id, { enquiries: 2, days: 5, startDaysAgo: 30 });
    await ctx.db
      .update(subscriptions)
      .set({ planId: later!.id })
      .where(eq(subscriptions.id, old.id));
    expect((await grant(returning.id)).statusCode).toBe(200);
    expect(await grantedPlanOf(returning.id)).toBe(later!.id);

    const newcomer = await caller(ctx.app, ctx.db);
    expect((await grant(newcomer.id)).statusCode).toBe(200);
    expect(await grantedPlanOf(newcomer.id)).toBe(firstOnSale!.id);
  });

  it("is refused with 409 while no subscription plan exists, writing nothing", async () => {
    const newcomer = await caller(ctx.app, ctx.db);
    const adminUserId = (await admin()).id;
    const undo = new Error("undo");
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx
          .update(plans)
          .set({ kind: "maid_registration" })
          .where(eq(plans.kind, "subscription"));
        await expect(
          grantEnquiries(
            { db: tx as unknown as Db, adminUserId },
            { userId: newcomer.id, enquiries: 1, days: 3, reason: "Goodwill" },
          ),
        ).rejects.toMatchObject({
          status: 409,
          code: "CONFLICT",
          message: adminUserMessages.noGrantPlan,
        });
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(
      await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, newcomer.id)),
    ).toEqual([]);
  });
});
