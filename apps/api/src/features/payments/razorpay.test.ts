import { CURRENCY, paymentMessages, paymentsPaths, withTaxes } from "@sahayi/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { FakeRazorpay } from "../../../test/helpers/fake-razorpay.ts";
import { buyer, orderPlan, planOnSale, verify } from "../../../test/helpers/payments.ts";
import {
  KEY_ID,
  KEY_SECRET,
  proofOf,
  sign,
  TIMEOUT_MS,
  useRazorpayApp,
  WEBHOOK_SECRET,
} from "../../../test/helpers/razorpay-app.ts";
import { createTestContext } from "../../../test/helpers/test-app.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { reconcilePendingPayments } from "./reconcile.ts";

const { ctx, razorpay, subscriptionsOf, ordersOf } = useRazorpayApp();
let fake: FakeRazorpay;
/** The same provider the routes use, for calling reconcile directly. */
let provider: PaymentProvider;
beforeAll(() => {
  ({ fake, provider } = razorpay);
});

describe("PAYMENT_PROVIDER=razorpay (against a local fake of Razorpay's API)", () => {
  it("makes the order through the SDK: server's amount in paise, INR, unique receipt, user and plan notes", async () => {
    fake.state.mode = "ok";
    const who = await buyer(ctx.app, ctx.db);
    const row = await planOnSale(ctx.db);
    const order = await orderPlan(ctx.app, who, row.id);
    const made = fake.orders.get(order.razorpay_order_id);
    expect(made).toEqual({
      id: order.razorpay_order_id,
      amount: withTaxes(row.pricePaise).totalPaise,
      currency: CURRENCY,
      receipt: (await ordersOf(who))[0]!.receipt,
      notes: { user_id: String(who.id), plan_id: String(row.id) },
    });
    expect(order).toMatchObject({ provider: "razorpay", key_id: KEY_ID, amount: made!.amount });
    const again = await orderPlan(ctx.app, who, row.id);
    expect(fake.orders.get(again.razorpay_order_id)!.receipt).not.toBe(made!.receipt);
  });

  it("grants a payment whose signature is Razorpay's, and nothing for one signed otherwise", async () => {
    fake.state.mode = "ok";
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    for (const forged of [
      proofOf(order, "pay_Genuine000000001", "not-the-secret"),
      proofOf(order, "pay_Genuine000000001", WEBHOOK_SECRET),
      { ...proofOf(order, "pay_Genuine000000001"), razorpay_payment_id: "pay_Other0000000001" },
    ]) {
      const answer = await verify(ctx.app, forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe("PAYMENT_INVALID");
    }
    expect(await subscriptionsOf(who)).toEqual([]);
    const answer = await verify(ctx.app, proofOf(order, "pay_Genuine000000001"));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: "paid", purpose: "plan" });
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("takes webhooks signed with the webhook secret only", async () => {
    fake.state.mode = "ok";
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_Webhook00000001",
            order_id: order.razorpay_order_id,
            amount: order.amount,
            currency: "INR",
            status: "captured",
            method: "card",
          },
        },
      },
    });
    const send = (secret: string) =>
      ctx.app.inject({
        method: "POST",
        url: paymentsPaths.webhook,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": sign(secret, body),
          "x-razorpay-event-id": `evt_Razorpay${who.id}`,
        },
        payload: body,
      });
    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    expect(await subscriptionsOf(who)).toEqual([]);
    expect((await send(WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect((await ordersOf(who))[0]!.paymentMethod).toBe("card");
  });

  it("reconciles an order whose checkout never reported back, once", async () => {
    fake.state.mode = "ok";
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const unpaid = await buyer(ctx.app, ctx.db);
    const other = await orderPlan(ctx.app, unpaid, (await planOnSale(ctx.db)).id);
    fake.payments.set(order.razorpay_order_id, [
      {
        id: "pay_Failed00000001",
        order_id: order.razorpay_order_id,
        status: "failed",
        amount: order.amount,
        currency: "INR",
        method: "upi",
      },
      {
        id: "pay_Captured000001",
        order_id: order.razorpay_order_id,
        status: "captured",
        amount: order.amount,
        currency: "INR",
        method: "upi",
      },
    ]);
    fake.payments.set(other.razorpay_order_id, [
      {
        id: "pay_Authorized0001",
        order_id: other.razorpay_order_id,
        status: "authorized",
        amount: other.amount,
        currency: "INR",
        method: "upi",
      },
    ]);
    const log = () => {};
    // Too young: the buyer may still be in the checkout.
    expect(await reconcilePendingPayments({ db: ctx.db, provider: provider, log })).toBe(0);
    const later = new Date(Date.now() + 5 * 60 * 1000);
    const granted = await reconcilePendingPayments({
      db: ctx.db,
      provider: provider,
      log,
      now: later,
    });
    expect(granted).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect((await ordersOf(who))[0]).toMatchObject({
      status: "paid",
      providerPaymentId: "pay_Captured000001",
    });
    expect(await subscriptionsOf(unpaid)).toEqual([]);
    expect(
      await reconcilePendingPayments({ db: ctx.db, provider: provider, log, now: later }),
    ).toBe(0);
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("answers 503 when Razorpay does not answer in time and 502 when it fails, leaving nothing behind", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const planId = (await planOnSale(ctx.db)).id;
    const purchase = () =>
      ctx.app.inject({
        method: "POST",
        url: paymentsPaths.purchasePlan,
        headers: who.headers,
        payload: { plan_id: planId },
      });
    try {
      fake.state.mode = "hang";
      const started = Date.now();
      const hung = await purchase();
      expect(hung.statusCode).toBe(503);
      expect(hung.json()).toEqual({
        error: paymentMessages.providerUnavailable,
        code: "PAYMENT_PROVIDER_UNAVAILABLE",
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
      for (const mode of ["fail", "refuse"] as const) {
        fake.state.mode = mode;
        const failed = await purchase();
        expect(failed.statusCode).toBe(502);
        expect(failed.json()).toEqual({
          error: paymentMessages.providerFailed,
          code: "PAYMENT_PROVIDER_FAILED",
        });
      }
    } finally {
      fake.state.mode = "ok";
    }
    expect(await ordersOf(who)).toEqual([]);
    expect(await subscriptionsOf(who)).toEqual([]);
  });

  it("has no sandbox checkout and no development expiry", async () => {
    for (const url of [paymentsPaths.sandboxComplete, paymentsPaths.devExpireSubscriptions]) {
      const answer = await ctx.app.inject({ method: "POST", url, payload: {} });
      expect(answer.statusCode, url).toBe(404);
    }
  });

  it("lets the page load Razorpay's checkout: exactly its hosts in the CSP", async () => {
    const answer = await ctx.app.inject({ url: "/api/health" });
    const csp = cspOf(answer.headers["content-security-policy"]);
    expect(csp.get("script-src")).toEqual(["'self'", "https://checkout.razorpay.com"]);
    expect(csp.get("frame-src")).toEqual([
      "'self'",
      "https://api.razorpay.com",
      "https://checkout.razorpay.com",
    ]);
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://api.razorpay.com",
      "https://lumberjack.razorpay.com",
    ]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.razorpay.com"]);
    const sandbox = await createTestContext();
    try {
      const plain = cspOf(
        (await sandbox.app.inject({ url: "/api/health" })).headers["content-security-policy"],
      );
      expect([...plain.values()].flat().filter((source) => source.includes("razorpay"))).toEqual(
        [],
      );
    } finally {
      await sandbox.app.close();
      await sandbox.database.close();
    }
  });
});

/** A Content-Security-Policy header as directive → sources. */
function cspOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}
