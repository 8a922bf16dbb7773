import { createHmac } from "node:crypto";
import {
  CURRENCY,
  type PaymentOrder,
  paymentMessages,
  paymentsPaths,
  withTaxes,
} from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeRazorpay, startFakeRazorpay } from "../../../test/helpers/fake-razorpay.ts";
import {
  type Buyer,
  buyer,
  orderPlan,
  planOnSale,
  verify,
} from "../../../test/helpers/payments.ts";
import {
  beforeAllOrFail,
  createTestContext,
  type TestContext,
} from "../../../test/helpers/test-app.ts";
import { loadConfig } from "../../config.ts";
import { payments, subscriptions } from "../../db/schema.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { createRazorpayProvider } from "../../lib/payments/razorpay.ts";
import { reconcilePendingPayments, startReconcileJob } from "./reconcile.ts";

const KEY_ID = "rzp_test_FakeKey0000001";
const KEY_SECRET = "fake-key-secret-for-tests";
const WEBHOOK_SECRET = "fake-webhook-secret-for-tests";
const TIMEOUT_MS = 400;

const ctx = {} as TestContext;
let fake: FakeRazorpay;
/** The same provider the routes use, for calling reconcile directly. */
let provider: PaymentProvider;

beforeAllOrFail(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  Object.assign(
    ctx,
    await createTestContext({
      paymentProvider: "razorpay",
      razorpay: {
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: fake.url,
      },
      paymentTimeoutMs: TIMEOUT_MS,
      paymentReconcileIntervalSeconds: 0,
    }),
  );
  provider = createRazorpayProvider(ctx.config.razorpay!, TIMEOUT_MS);
});
afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
  await fake?.close();
});

/** Razorpay's checkout signature, computed here the way its documentation says. */
const sign = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

const subscriptionsOf = (who: Buyer) =>
  ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
const ordersOf = (who: Buyer) => ctx.db.select().from(payments).where(eq(payments.userId, who.id));

function proofOf(order: PaymentOrder, paymentId: string, secret = KEY_SECRET) {
  return {
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: sign(secret, `${order.razorpay_order_id}|${paymentId}`),
  };
}

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

describe("reconciling orders the checkout never reported back", () => {
  const SETTLE_S = 2 * 60;
  const DAY_S = 24 * 60 * 60;
  const at = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
  const noLog = () => {};

  /** A buyer's order, its row, and a capture of it as Razorpay would report it. */
  async function orderWithCapture(
    capture: { amount?: number; currency?: string; orderId?: string } = {},
  ) {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const [row] = await ordersOf(who);
    fake.payments.set(order.razorpay_order_id, [
      {
        id: `pay_${order.razorpay_order_id.slice(-12)}`,
        order_id: capture.orderId ?? order.razorpay_order_id,
        status: "captured",
        amount: capture.amount ?? order.amount,
        currency: capture.currency ?? "INR",
        method: "card",
      },
    ]);
    return { who, order, createdAt: row!.createdAt };
  }

  it("asks from two minutes after the order until a day after it", async () => {
    fake.state.mode = "ok";
    const young = await orderWithCapture();
    // Made two days ago, so the runs about the young order leave it alone.
    const made = await orderWithCapture();
    const old = { ...made, createdAt: at(made.createdAt, -2 * DAY_S) };
    await ctx.db
      .update(payments)
      .set({ createdAt: old.createdAt })
      .where(eq(payments.providerOrderId, made.order.razorpay_order_id));
    const reconcile = (now: Date) =>
      reconcilePendingPayments({ db: ctx.db, provider, log: noLog, now });

    await reconcile(at(young.createdAt, SETTLE_S - 5));
    expect(await subscriptionsOf(young.who)).toEqual([]);
    await reconcile(at(young.createdAt, SETTLE_S + 5));
    expect(await subscriptionsOf(young.who)).toHaveLength(1);

    // A day on, nobody is paying it any more: it is not asked about.
    await reconcile(at(old.createdAt, DAY_S + 5));
    expect(await subscriptionsOf(old.who)).toEqual([]);
    await reconcile(at(old.createdAt, DAY_S - 5));
    expect(await subscriptionsOf(old.who)).toHaveLength(1);
  });

  it("grants only a capture of the order itself, for its amount, in rupees", async () => {
    fake.state.mode = "ok";
    const short = await orderWithCapture({ amount: 100 });
    const dollars = await orderWithCapture({ currency: "USD" });
    const elsewhere = await orderWithCapture({ orderId: "order_SomeoneElse01" });
    const now = at(elsewhere.createdAt, SETTLE_S + 5);
    await reconcilePendingPayments({ db: ctx.db, provider, log: noLog, now });
    for (const { who } of [short, dollars, elsewhere]) {
      expect(await subscriptionsOf(who)).toEqual([]);
      expect((await ordersOf(who))[0]!.status).toBe("created");
    }
  });

  it("stops a run when Razorpay fails, saying which order it could not ask about, and asks again next time", async () => {
    const pending = await orderWithCapture();
    const now = at(pending.createdAt, SETTLE_S + 5);
    const logged: { details: object; message: string }[] = [];
    const log = (details: object, message: string) => logged.push({ details, message });
    fake.state.mode = "fail";
    try {
      expect(await reconcilePendingPayments({ db: ctx.db, provider, log, now })).toBe(0);
    } finally {
      fake.state.mode = "ok";
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe("reconcile could not ask the provider");
    expect(logged[0]!.details).toHaveProperty("orderId");
    expect(await subscriptionsOf(pending.who)).toEqual([]);
    await reconcilePendingPayments({ db: ctx.db, provider, log, now });
    expect(await subscriptionsOf(pending.who)).toHaveLength(1);
  });

  it("runs on its timer until stopped (PAYMENT_RECONCILE_INTERVAL_SECONDS)", async () => {
    fake.state.mode = "ok";
    const pending = await orderWithCapture();
    const stop = startReconcileJob(
      // Late enough that an order made during the test is due too.
      { db: ctx.db, provider, log: noLog, now: at(pending.createdAt, SETTLE_S + 60) },
      0.05,
    );
    try {
      await expect
        .poll(async () => (await subscriptionsOf(pending.who)).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      stop();
    }
    // Stopped: a later order is left alone.
    const later = await orderWithCapture();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subscriptionsOf(later.who)).toEqual([]);
  });
});

describe("Razorpay configuration", () => {
  it("requires the key id, key secret and webhook secret with PAYMENT_PROVIDER=razorpay", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(
      /RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay[\s\S]*RAZORPAY_KEY_SECRET: is required[\s\S]*RAZORPAY_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: "not-a-key",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
      }),
    ).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
    const config = loadConfig({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: "top-secret-value",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(config.razorpay).toEqual({
      keyId: KEY_ID,
      keySecret: "top-secret-value",
      webhookSecret: "w",
      baseUrl: "https://api.razorpay.com",
    });
    expect(loadConfig({}).razorpay).toBeUndefined();
  });

  it("never prints a secret in its complaint", () => {
    try {
      loadConfig({ PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_SECRET: "s3cr3t-value" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cr3t-value");
      return;
    }
    throw new Error("loadConfig accepted a Razorpay set-up without a key id");
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
