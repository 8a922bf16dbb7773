import { contactsPaths, type PurchaseMaidResponse } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type Caller,
  caller,
  purchase,
  subscribe,
  usedOf,
} from "../../../test/helpers/contacts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contactReveals, purchasedHelpers, subscriptions } from "../../db/schema.ts";
import { type CreatedHelper, createHelpers } from "../../seed/factories/helper.ts";

// The hourly limit has its own test file; here it must not get in the way.
const ctx = useTestApp({ revealsPerAccountPerHour: 10_000 });

let seed = 7_100;
const newHelpers = (count: number) =>
  createHelpers({ db: ctx.db, storage: ctx.storage }, { count, seed: seed++ });

const purchasedRows = (userId: number) =>
  ctx.db.select().from(purchasedHelpers).where(eq(purchasedHelpers.userId, userId));

async function buyerWith(options: Parameters<typeof subscribe>[2]) {
  const who = await caller(ctx.app, ctx.db);
  const subscription = await subscribe(ctx.db, who.id, options);
  return { who, subscription };
}

describe("POST /api/user/purchase-maid", () => {
  it("answers 401 without a login and 400 for a malformed id", async () => {
    const [helper] = await newHelpers(1);
    expect((await purchase(ctx.app, null, helper!.publicId)).statusCode).toBe(401);
    const { who } = await buyerWith({ enquiries: 3 });
    const bad = await purchase(ctx.app, who, "../x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("answers 404 for a helper nobody can buy, and spends nothing", async () => {
    const { who, subscription } = await buyerWith({ enquiries: 3 });
    const [pending] = await createHelpers(
      { db: ctx.db, storage: ctx.storage },
      { count: 1, seed: seed++, status: "pending" },
    );
    for (const id of ["unknownHelper1", pending!.publicId]) {
      const answer = await purchase(ctx.app, who, id);
      expect(answer.statusCode, id).toBe(404);
    }
    expect(await usedOf(ctx.db, subscription.id)).toBe(0);
  });

  it("gives the numbers for one enquiry, privately, and records the reveal", async () => {
    const { who, subscription } = await buyerWith({ enquiries: 3, used: 1 });
    const [helper] = await newHelpers(1);
    const answer = await purchase(ctx.app, who, helper!.publicId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json()).toEqual({
      maid_id: helper!.publicId,
      is_purchased: true,
      mobile_number: helper!.mobileNumber,
      whatsapp_number: helper!.whatsappNumber,
      user_remaining_enquiry: 1,
      user_total_enquiry: 3,
    });
    expect(await usedOf(ctx.db, subscription.id)).toBe(2);
    const reveals = await ctx.db
      .select()
      .from(contactReveals)
      .where(eq(contactReveals.userId, who.id));
    expect(reveals.map((r) => [r.helperId, r.spentEnquiry])).toEqual([[helper!.id, true]]);
  });

  it("spends nothing on a helper already bought, even once the plan has ended", async () => {
    const { who, subscription } = await buyerWith({ enquiries: 2 });
    const [helper] = await newHelpers(1);
    expect((await purchase(ctx.app, who, helper!.publicId)).statusCode).toBe(200);
    const again = await purchase(ctx.app, who, helper!.publicId);
    expect(again.json()).toMatchObject({ user_remaining_enquiry: 1, user_total_enquiry: 2 });
    expect(await usedOf(ctx.db, subscription.id)).toBe(1);
    await ctx.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription.id));
    const ended = await purchase(ctx.app, who, helper!.publicId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      mobile_number: helper!.mobileNumber,
      user_remaining_enquiry: 0,
      user_total_enquiry: 0,
    });
  });

  it("refuses without a plan, and with only an ended one, as NO_ACTIVE_PLAN", async () => {
    const [helper] = await newHelpers(1);
    const planless = await caller(ctx.app, ctx.db);
    const none = await purchase(ctx.app, planless, helper!.publicId);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: "NO_ACTIVE_PLAN" });

    const { who, subscription } = await buyerWith({ enquiries: 5, days: 10, startDaysAgo: 11 });
    const ended = await purchase(ctx.app, who, helper!.publicId);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: "NO_ACTIVE_PLAN" });
    expect(await usedOf(ctx.db, subscription.id)).toBe(0);
    expect(await purchasedRows(who.id)).toEqual([]);
  });

  it("refuses at 0 remaining as ENQUIRY_LIMIT_REACHED", async () => {
    const { who } = await buyerWith({ enquiries: 2, used: 2 });
    const [helper] = await newHelpers(1);
    const answer = await purchase(ctx.app, who, helper!.publicId);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: "ENQUIRY_LIMIT_REACHED" });
    expect(await purchasedRows(who.id)).toEqual([]);
  });

  it("spends from the running plan that ends first, then from the next", async () => {
    const who = await caller(ctx.app, ctx.db);
    const later = await subscribe(ctx.db, who.id, { enquiries: 2, days: 60 });
    const sooner = await subscribe(ctx.db, who.id, { enquiries: 1, days: 20 });
    const ended = await subscribe(ctx.db, who.id, { enquiries: 9, days: 5, startDaysAgo: 6 });
    const helpers = await newHelpers(3);
    const answers: PurchaseMaidResponse[] = [];
    for (const helper of helpers) {
      const answer = await purchase(ctx.app, who, helper.publicId);
      expect(answer.statusCode, answer.body).toBe(200);
      answers.push(answer.json());
    }
    expect(answers.map((a) => a.user_remaining_enquiry)).toEqual([2, 1, 0]);
    expect(answers.every((a) => a.user_total_enquiry === 3)).toBe(true);
    expect(await usedOf(ctx.db, sooner.id)).toBe(1);
    expect(await usedOf(ctx.db, later.id)).toBe(2);
    expect(await usedOf(ctx.db, ended.id)).toBe(0);
    const bySubscription = (await purchasedRows(who.id)).map((row) => row.subscriptionId);
    expect(bySubscription.sort()).toEqual([sooner.id, later.id, later.id].sort());
  });
});

describe("concurrent purchases", () => {
  it("of 30 different helpers with 5 enquiries left: exactly 5 succeed", async () => {
    const { who, subscription } = await buyerWith({ enquiries: 8, used: 3 });
    const helpers = await newHelpers(30);
    const answers = await Promise.all(helpers.map((h) => purchase(ctx.app, who, h.publicId)));
    const codes = answers.map((a) => (a.statusCode === 200 ? "OK" : a.json().code));
    expect(codes.filter((code) => code === "OK")).toHaveLength(5);
    expect(codes.filter((code) => code === "ENQUIRY_LIMIT_REACHED")).toHaveLength(25);
    expect(await usedOf(ctx.db, subscription.id)).toBe(8);
    const bought = await purchasedRows(who.id);
    const winners = helpers.filter((_, i) => answers[i]!.statusCode === 200).map((h) => h.id);
    expect(bought.map((row) => row.helperId).sort()).toEqual(winners.sort());
    // Each winner got its own helper's numbers.
    answers.forEach((answer, i) => {
      if (answer.statusCode === 200)
        expect(answer.json().mobile_number).toBe(helpers[i]!.mobileNumber);
    });
  });

  it("of one helper 20 times at once: one enquiry spent, every answer has the numbers", async () => {
    const { who, subscription } = await buyerWith({ enquiries: 5 });
    const [helper] = await newHelpers(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => purchase(ctx.app, who, helper!.publicId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().mobile_number))).toEqual(
      new Set([helper!.mobileNumber]),
    );
    expect(await usedOf(ctx.db, subscription.id)).toBe(1);
    expect(await purchasedRows(who.id)).toHaveLength(1);
    const spent = await ctx.db
      .select()
      .from(contactReveals)
      .where(and(eq(contactReveals.userId, who.id), eq(contactReveals.spentEnquiry, true)));
    expect(spent).toHaveLength(1);
  });

  it("by two users of the same helper: each spends one of their own", async () => {
    const a = await buyerWith({ enquiries: 1 });
    const b = await buyerWith({ enquiries: 1 });
    const [helper] = await newHelpers(1);
    const answers = await Promise.all(
      [a.who, b.who, a.who, b.who].map((who) => purchase(ctx.app, who, helper!.publicId)),
    );
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await usedOf(ctx.db, a.subscription.id)).toBe(1);
    expect(await usedOf(ctx.db, b.subscription.id)).toBe(1);
  });
});

async function boughtBy(who: Caller, helper: CreatedHelper) {
  const answer = await purchase(ctx.app, who, helper.publicId);
  expect(answer.statusCode, answer.body).toBe(200);
}

describe("GET /api/user/purchased-maids", () => {
  it("lists the user's helpers newest first, with numbers, and 401 without a login", async () => {
    expect((await ctx.app.inject({ url: contactsPaths.purchasedMaids })).statusCode).toBe(401);
    const { who } = await buyerWith({ enquiries: 3 });
    const [first, second] = await newHelpers(2);
    await boughtBy(who, first!);
    await boughtBy(who, second!);
    const answer = await ctx.app.inject({
      url: contactsPaths.purchasedMaids,
      headers: who.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const { maids } = answer.json();
    expect(maids.map((m: { id: string }) => m.id).sort()).toEqual(
      [first!.publicId, second!.publicId].sort(),
    );
    for (const maid of maids) {
      expect(maid.is_purchased).toBe(true);
      expect(maid.mobile_number).toMatch(/^[0-9]{10}$/);
      expect(maid.contact_report).toBeNull();
      const week = new Date(maid.report_until).getTime() - new Date(maid.purchased_at).getTime();
      expect(week).toBe(7 * 24 * 60 * 60 * 1000);
    }
  });
});
