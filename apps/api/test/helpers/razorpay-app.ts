import { createHmac } from "node:crypto";
import type { PaymentOrder } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { payments, subscriptions } from "../../src/db/schema.ts";
import type { PaymentProvider } from "../../src/lib/payments/provider.ts";
import { createRazorpayProvider } from "../../src/lib/payments/razorpay.ts";
import { type FakeRazorpay, startFakeRazorpay } from "./fake-razorpay.ts";
import type { Buyer } from "./payments.ts";
import { beforeAllOrFail, createTestContext, type TestContext } from "./test-app.ts";

export const KEY_ID = "rzp_test_FakeKey0000001";
export const KEY_SECRET = "fake-key-secret-for-tests";
export const WEBHOOK_SECRET = "fake-webhook-secret-for-tests";
/**
 * The fake answers within milliseconds; the rest is room for a loaded machine (at 400 ms a first
 * order timed out beside a mutation run), short enough that the timeout tests stay quick.
 */
export const TIMEOUT_MS = 1_500;

/** The local fake of Razorpay's API, and the same provider the routes use, for calling reconcile directly. */
export interface RazorpayRig {
  fake: FakeRazorpay;
  provider: PaymentProvider;
}

/** The test app with PAYMENT_PROVIDER=razorpay against a local fake of Razorpay's API. */
export function useRazorpayApp() {
  const ctx = {} as TestContext;
  const razorpay = {} as RazorpayRig;

  beforeAllOrFail(async () => {
    razorpay.fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    Object.assign(
      ctx,
      await createTestContext({
        paymentProvider: "razorpay",
        razorpay: {
          keyId: KEY_ID,
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          baseUrl: razorpay.fake.url,
        },
        paymentTimeoutMs: TIMEOUT_MS,
        paymentReconcileIntervalSeconds: 0,
      }),
    );
    razorpay.provider = createRazorpayProvider(ctx.config.razorpay!, TIMEOUT_MS);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await razorpay.fake?.close();
  });

  const subscriptionsOf = (who: Buyer) =>
    ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
  const ordersOf = (who: Buyer) =>
    ctx.db.select().from(payments).where(eq(payments.userId, who.id));

  return { ctx, razorpay, subscriptionsOf, ordersOf };
}

/** Razorpay's checkout signature, computed here the way its documentation says. */
export const sign = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

export function proofOf(order: PaymentOrder, paymentId: string, secret = KEY_SECRET) {
  return {
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: sign(secret, `${order.razorpay_order_id}|${paymentId}`),
  };
}
