import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FakeRazorpay } from "../../../test/helpers/fake-razorpay.ts";
import { buyer, orderPlan, planOnSale } from "../../../test/helpers/payments.ts";
import { useRazorpayApp } from "../../../test/helpers/razorpay-app.ts";
import { payments } from "../../db/schema.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { reconcilePendingPayments, startReconcileJob } from "./reconcile.ts";

const { ctx, razorpay, subscriptionsOf, ordersOf } = useRazorpayApp();
let fake: FakeRazorpay;
/** The same provider the routes use, for calling reconcile directly. */
let provider: PaymentProvider;
beforeAll(() => {
  ({ fake, provider } = razorpay);
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
