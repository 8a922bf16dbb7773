import { createHmac } from "node:crypto";
import { type PaymentOrder, paymentsPaths } from "@sahayi/contract";
import { asc, eq } from "drizzle-orm";
import { counters, payments, paymentWebhookEvents, subscriptions } from "../../src/db/schema.ts";
import { loadAuthSecret } from "../../src/lib/accounts/auth-secret.ts";
import { sandboxSecrets } from "../../src/lib/payments/sandbox.ts";
import type { Buyer } from "./payments.ts";
import type { TestContext } from "./test-app.ts";

/** A Razorpay event as its webhook sends it. */
export function paymentEvent(
  order: PaymentOrder,
  paymentId: string,
  options: { event?: string; amount?: number; currency?: string } = {},
) {
  const entity = {
    id: paymentId,
    entity: "payment",
    amount: options.amount ?? order.amount,
    currency: options.currency ?? "INR",
    status: "captured",
    order_id: order.razorpay_order_id,
    method: "upi",
    captured: true,
  };
  const event = options.event ?? "payment.captured";
  return JSON.stringify({
    entity: "event",
    account_id: "acc_Test0000000001",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: {
      payment: { entity },
      ...(event === "order.paid" && {
        order: {
          entity: { id: order.razorpay_order_id, status: "paid", amount_paid: order.amount },
        },
      }),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

let eventCounter = 0;
export const newEventId = () => `evt_test${process.pid}x${++eventCounter}`;

/** Razorpay's webhook as the sandbox signs it, sent to the test app `ctx`, and what it changed. */
export function webhookSteps(ctx: TestContext) {
  async function webhookSecret() {
    return sandboxSecrets(await loadAuthSecret(ctx.config)).webhookSecret;
  }

  /** Razorpay's signature of a webhook body: HMAC-SHA256 with the webhook secret. */
  async function signatureOf(body: string | Buffer, secret?: string) {
    return createHmac("sha256", secret ?? (await webhookSecret()))
      .update(body)
      .digest("hex");
  }

  async function sendWebhook(
    body: string,
    options: { eventId?: string; secret?: string; signature?: string } = {},
  ) {
    const signature = options.signature ?? (await signatureOf(body, options.secret));
    return ctx.app.inject({
      method: "POST",
      url: paymentsPaths.webhook,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        ...(options.eventId && { "x-razorpay-event-id": options.eventId }),
      },
      payload: body,
    });
  }

  const subscriptionsOf = (who: Buyer) =>
    ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id));
  const orderRow = async (order: PaymentOrder) =>
    (await ctx.db.select().from(payments).where(eq(payments.id, order.order_id)))[0]!;

  /** Every row of the tables a webhook may touch, to show a refused one touched nothing. */
  async function paymentTables() {
    return JSON.stringify(
      await Promise.all([
        ctx.db.select().from(payments).orderBy(asc(payments.id)),
        ctx.db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
        ctx.db.select().from(paymentWebhookEvents).orderBy(asc(paymentWebhookEvents.eventId)),
        ctx.db.select().from(counters),
      ]),
    );
  }

  return { signatureOf, sendWebhook, subscriptionsOf, orderRow, paymentTables };
}
