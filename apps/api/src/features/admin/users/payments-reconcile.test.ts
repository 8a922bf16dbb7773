import { type AdminReconcileResponse, adminUsersPaths, reconcileMessages } from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { adminCaller } from "../../../../test/helpers/admin.ts";
import { type FakeRazorpay, startFakeRazorpay } from "../../../../test/helpers/fake-razorpay.ts";
import { buyer, orderPlan, planOnSale } from "../../../../test/helpers/payments.ts";
import {
  beforeAllOrFail,
  createTestContext,
  type TestContext,
} from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, payments, subscriptions } from "../../../db/schema.ts";

/**
 * Reconcile that finds a payment: the sandbox keeps no record of payments, so this runs
 * against the local fake of Razorpay's API the payments feature's tests use.
 */
const KEY_ID = "rzp_test_FakeKey0000002";
const KEY_SECRET = "fake-key-secret-for-admin-tests";

const ctx = {} as TestContext;
let fake: FakeRazorpay;

beforeAllOrFail(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  Object.assign(
    ctx,
    await createTestContext({
      paymentProvider: "razorpay",
      razorpay: {
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: "fake-webhook-secret",
        baseUrl: fake.url,
      },
      paymentTimeoutMs: 400,
      paymentReconcileIntervalSeconds: 0,
    }),
  );
});
afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
  await fake?.close();
});

describe("reconcile against the provider", () => {
  it("grants an order the provider reports captured, once, audited; 502 when it fails", async () => {
    const admin = await adminCaller(ctx.app, ctx.db);
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.razorpay_order_id));
    const reconcile = () =>
      ctx.app.inject({
        method: "POST",
        url: adminUsersPaths.paymentReconcileOf(row!.id),
        headers: admin.headers,
      });

    fake.state.mode = "fail";
    const failed = await reconcile();
    expect(failed.statusCode).toBe(502);
    fake.state.mode = "ok";

    expect((await reconcile()).json().outcome).toBe("unpaid");
    fake.payments.set(order.razorpay_order_id, [
      {
        id: "pay_AdminFound0001",
        order_id: order.razorpay_order_id,
        status: "captured",
        amount: order.amount,
        currency: "INR",
        method: "card",
      },
    ]);
    const granted = await reconcile();
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json() as AdminReconcileResponse).toMatchObject({
      outcome: "granted",
      message: reconcileMessages.granted,
      payment: { status: "paid", provider_payment_id: "pay_AdminFound0001" },
    });
    expect((await reconcile()).json().outcome).toBe("already_paid");
    const plans = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
    expect(plans).toHaveLength(1);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, "payment"), eq(adminAuditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject([
      {
        adminUserId: admin.id,
        action: "reconcile",
        before: { status: "created" },
        after: { status: "paid", provider_payment_id: "pay_AdminFound0001" },
      },
    ]);
  });
});
