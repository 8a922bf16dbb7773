import {
  CURRENCY,
  paiseToRupees,
  paymentMessages,
  paymentOrderSchema,
  paymentsPaths,
  profileDetailsSchema,
  toastMessages,
  verifyPaymentResponseSchema,
  withTaxes,
} from "@sahayi/contract";
import { paymentAnswers } from "@sahayi/contract/i18n/ml/payment-messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type Buyer,
  buyer,
  orderPlan,
  planOnSale,
  profile,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { payments, plans, subscriptions } from "../../db/schema.ts";

const ctx = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan of the test's own, so changing it touches no other test. */
async function ownPlan(pricePaise = 123_456, enquiries = 7, tenureDays = 15) {
  const [plan] = await ctx.db
    .insert(plans)
    .values({
      kind: "subscription",
      name: "Own",
      title: "Own Plan",
      subtitle: "A slogan, not a name.",
      pricePaise,
      enquiries,
      tenureDays,
    })
    .returning();
  return plan!;
}

const ordersOf = (who: Buyer) => ctx.db.select().from(payments).where(eq(payments.userId, who.id));
const subscriptionsOf = (who: Buyer) =>
  ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));

async function buy(who: Buyer, planId: number) {
  const order = await orderPlan(ctx.app, who, planId);
  const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
  const verified = await verify(ctx.app, proof);
  expect(verified.statusCode, verified.body).toBe(200);
  return { order, proof, verified: verifyPaymentResponseSchema.parse(verified.json()) };
}

describe("POST /api/user/purchase-plan", () => {
  it("makes an order for the server's price with what the checkout needs", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const taxed = withTaxes(plan.pricePaise);
    const order = paymentOrderSchema.parse(await orderPlan(ctx.app, who, plan.id));
    expect(order).toMatchObject({
      provider: "sandbox",
      amount: taxed.totalPaise,
      currency: CURRENCY,
      price: paiseToRupees(taxed.amountPaise),
      cgst: paiseToRupees(taxed.cgstPaise),
      sgst: paiseToRupees(taxed.sgstPaise),
      total_amount: paiseToRupees(taxed.totalPaise),
      description: plan.title,
      prefill: { name: "Test User", email: "user@example.in", contact: who.phone },
      notes: { user_id: String(who.id), plan_id: String(plan.id) },
    });
    expect(order.amount).toBe(Math.round(order.total_amount * 100));
    expect(order.razorpay_order_id).toMatch(/^order_\w+$/);
    const [row] = await ordersOf(who);
    expect(row).toMatchObject({
      id: order.order_id,
      providerOrderId: order.razorpay_order_id,
      status: "created",
      totalPaise: taxed.totalPaise,
      enquiries: plan.enquiries,
      tenureDays: plan.tenureDays,
    });
  });

  it("gives every order its own receipt", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    await Promise.all([1, 2, 3].map(() => orderPlan(ctx.app, who, plan.id)));
    const receipts = (await ordersOf(who)).map((o) => o.receipt);
    expect(new Set(receipts).size).toBe(3);
  });

  it("needs a login, a plan on sale and a plan id, and makes nothing otherwise", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const visitor = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.purchasePlan,
      payload: { plan_id: plan.id },
    });
    expect(visitor.statusCode).toBe(401);
    const [inactive] = await ctx.db
      .insert(plans)
      .values({ kind: "subscription", name: "Gone", title: "Gone", pricePaise: 100, active: false })
      .returning();
    const [registration] = await ctx.db
      .select()
      .from(plans)
      .where(eq(plans.kind, "maid_registration"));
    for (const planId of [inactive!.id, registration!.id, 999_999]) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: paymentsPaths.purchasePlan,
        headers: who.headers,
        payload: { plan_id: planId },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: paymentMessages.planNotFound, code: "NOT_FOUND" });
    }
    // In Malayalam when the request asks for it first, in the words the web's failure page shows.
    const inMalayalam = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.purchasePlan,
      headers: { ...who.headers, "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" },
      payload: { plan_id: 999_999 },
    });
    expect(inMalayalam.statusCode).toBe(404);
    const malayalam = new Map(paymentAnswers).get(paymentMessages.planNotFound);
    expect(inMalayalam.json()).toEqual({ error: malayalam, code: "NOT_FOUND" });
    const missing = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.purchasePlan,
      headers: who.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ plan_id: toastMessages.planIdRequired });
    expect(await ordersOf(who)).toEqual([]);
  });

  it("keeps an order's amount and quota when the plan's price changes before payment", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await ownPlan(50_000, 5, 10);
    const order = await orderPlan(ctx.app, who, plan.id);
    await ctx.db
      .update(plans)
      .set({ pricePaise: 1_00, enquiries: 500, tenureDays: 1000 })
      .where(eq(plans.id, plan.id));
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);
    const [row] = await ordersOf(who);
    expect(row!.totalPaise).toBe(withTaxes(50_000).totalPaise);
    expect(order.amount).toBe(withTaxes(50_000).totalPaise);
    const [subscription] = await subscriptionsOf(who);
    expect(subscription!.enquiriesTotal).toBe(5);
    expect(subscription!.endsAt.getTime() - subscription!.startsAt.getTime()).toBe(10 * DAY_MS);
  });
});

describe("paying through the sandbox and verifying", () => {
  it("grants the plan once verified: the profile shows it, its enquiries and the transaction", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await ownPlan(99_900, 25, 60);
    const before = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(before.user).toMatchObject({ is_active_plan: false, user_remaining_enquiry: 0 });

    const { order, proof, verified } = await buy(who, plan.id);
    expect(verified).toMatchObject({
      status: "paid",
      purpose: "plan",
      order_id: order.order_id,
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: proof.razorpay_payment_id,
    });
    const paidAt = new Date(verified.paid_at);
    expect(Math.abs(paidAt.getTime() - Date.now())).toBeLessThan(60_000);

    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(details.user).toMatchObject({
      is_active_plan: true,
      user_remaining_enquiry: 25,
      user_total_enquiry: 25,
    });
    expect(details.expired_subscription_date).toBeNull();
    const taxed = withTaxes(99_900);
    expect(details.user_subscription).toEqual([
      expect.objectContaining({
        plan_id: plan.id,
        order_id: order.order_id,
        maid_registration_plan: { subtitle: plan.subtitle, title: plan.title },
        enquiry: 25,
        remaining_enquiry: 25,
        total_amount: paiseToRupees(taxed.totalPaise),
        start_date: paidAt.toISOString(),
        end_date: new Date(paidAt.getTime() + 60 * DAY_MS).toISOString(),
      }),
    ]);
    expect(details.transactions).toHaveLength(1);
    const [transaction] = details.transactions;
    expect(transaction).toMatchObject({
      id: order.order_id,
      purpose: "plan",
      // The spec's field keeps the plan's slogan; its title is the heading screens show.
      subscription: { maid_registration_plan: { subtitle: plan.subtitle, title: plan.title } },
      amount: paiseToRupees(taxed.amountPaise),
      cgst: paiseToRupees(taxed.cgstPaise),
      sgst: paiseToRupees(taxed.sgstPaise),
      total_amount: paiseToRupees(taxed.totalPaise),
      payment_method: "sandbox",
      paid_at: paidAt.toISOString(),
      invoice_url: paymentsPaths.invoice(order.order_id),
    });
    expect(transaction!.invoice_number).toMatch(/^SAH\/\d{2}-\d{2}\/\d{6}$/);
  });

  it("adds a second plan bought while one runs, from its own payment date", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const first = await ownPlan(10_000, 3, 30);
    const second = await ownPlan(20_000, 4, 10);
    const one = await buy(who, first.id);
    const two = await buy(who, second.id);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(details.user).toMatchObject({
      is_active_plan: true,
      user_remaining_enquiry: 7,
      user_total_enquiry: 7,
    });
    const rows = await subscriptionsOf(who);
    const byPlan = new Map(rows.map((r) => [r.planId, r]));
    expect(byPlan.get(first.id)!.startsAt.toISOString()).toBe(one.verified.paid_at);
    expect(byPlan.get(second.id)!.startsAt.toISOString()).toBe(two.verified.paid_at);
    expect(byPlan.get(second.id)!.endsAt.getTime()).toBe(
      new Date(two.verified.paid_at).getTime() + 10 * DAY_MS,
    );
    // Newest first.
    expect(details.transactions.map((t) => t.id)).toEqual([two.order.order_id, one.order.order_id]);
  });

  it("grants nothing for a forged or mismatched signature", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const order = await orderPlan(ctx.app, who, plan.id);
    const other = await orderPlan(ctx.app, who, plan.id);
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    const forged = [
      { ...proof, razorpay_signature: "0".repeat(64) },
      { ...proof, razorpay_signature: proof.razorpay_signature.toUpperCase() },
      { ...proof, razorpay_signature: proof.razorpay_signature.slice(0, 63) },
      { ...proof, razorpay_payment_id: "pay_somethingElse1" },
      // A genuine signature for one order presented with another.
      { ...proof, razorpay_order_id: other.razorpay_order_id },
    ];
    for (const attempt of forged) {
      const answer = await verify(ctx.app, attempt);
      expect(answer.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(answer.json()).toEqual({
        error: paymentMessages.signatureInvalid,
        code: "PAYMENT_INVALID",
      });
    }
    expect(await subscriptionsOf(who)).toEqual([]);
    expect((await ordersOf(who)).map((o) => o.status)).toEqual(["created", "created"]);
  });

  it("answers an unknown order with a 404 and malformed fields with a 400", async () => {
    const unknown = await verify(ctx.app, {
      razorpay_order_id: "order_nobodyMadeThis",
      razorpay_payment_id: "pay_x",
      razorpay_signature: "a".repeat(64),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await verify(ctx.app, {
      razorpay_order_id: "order'; drop table payments",
      razorpay_payment_id: "",
      razorpay_signature: "",
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
  });

  it("refuses another user's order, in verification and in the sandbox checkout", async () => {
    const owner = await buyer(ctx.app, ctx.db);
    const stranger = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, owner, (await planOnSale(ctx.db)).id);
    const complete = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.sandboxComplete,
      headers: stranger.headers,
      payload: { razorpay_order_id: order.razorpay_order_id, outcome: "success" },
    });
    expect(complete.statusCode).toBe(403);
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    const answer = await verify(ctx.app, proof, stranger.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: paymentMessages.notYourOrder, code: "FORBIDDEN" });
    expect(await subscriptionsOf(owner)).toEqual([]);
    expect(await subscriptionsOf(stranger)).toEqual([]);
    // The owner's own verification still works, with or without the login.
    expect((await verify(ctx.app, proof, owner.headers)).statusCode).toBe(200);
    expect(await subscriptionsOf(owner)).toHaveLength(1);
  });

  it("answers a replayed proof the same and grants nothing more; another payment of a paid order is a 409", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const { order, proof, verified } = await buy(who, (await planOnSale(ctx.db)).id);
    for (let i = 0; i < 3; i++) {
      const again = await verify(ctx.app, proof);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(verified);
    }
    const secondPayment = await sandboxPay(ctx.app, order.razorpay_order_id);
    const answer = await verify(ctx.app, secondPayment);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: paymentMessages.orderPaidByAnotherPayment,
      code: "CONFLICT",
    });
    expect(await subscriptionsOf(who)).toHaveLength(1);
    const [row] = await ordersOf(who);
    expect(row!.providerPaymentId).toBe(proof.razorpay_payment_id);
  });

  it("records a declined sandbox payment, grants nothing, and lets the order be paid afterwards", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const declined = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.sandboxComplete,
      payload: { razorpay_order_id: order.razorpay_order_id, outcome: "failure" },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      razorpay_order_id: order.razorpay_order_id,
      error: {
        code: "BAD_REQUEST_ERROR",
        description: paymentMessages.sandboxDeclined,
        reason: "payment_failed",
      },
    });
    expect((await ordersOf(who))[0]!.status).toBe("failed");
    expect(await subscriptionsOf(who)).toEqual([]);
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(details.transactions).toEqual([]);

    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);
    expect((await ordersOf(who))[0]!.status).toBe("paid");
  });

  it("refuses a sandbox outcome other than success or failure", async () => {
    const answer = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.sandboxComplete,
      payload: { razorpay_order_id: "order_x", outcome: "maybe" },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ outcome: paymentMessages.outcomeInvalid });
  });
});

describe("POST /api/dev/expire-subscriptions (sandbox, outside production)", () => {
  it("ends a user's plans: the profile then reports no active plan and when it expired", async () => {
    const who = await buyer(ctx.app, ctx.db);
    await buy(who, (await planOnSale(ctx.db)).id);
    const answer = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.devExpireSubscriptions,
      payload: { mobile_number: who.phone },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: paymentMessages.subscriptionsExpired, expired: 1 });
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(details.user).toMatchObject({ is_active_plan: false, user_remaining_enquiry: 0 });
    expect(details.user_subscription).toEqual([]);
    expect(details.transactions).toHaveLength(1);
    const [row] = await subscriptionsOf(who);
    expect(details.expired_subscription_date).toBe(row!.endsAt.toISOString());
    expect(row!.endsAt.getTime()).toBeLessThan(Date.now());
    expect(row!.startsAt.getTime()).toBeLessThan(row!.endsAt.getTime());
  });

  it("is a 404 for a phone nobody uses", async () => {
    const answer = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.devExpireSubscriptions,
      payload: { mobile_number: "9000000001" },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: paymentMessages.noSuchUser, code: "NOT_FOUND" });
  });
});
