import { createHash, createHmac } from "node:crypto";
import {
  type AdminPaymentsPage,
  adminUsersPaths,
  type PaymentOrder,
  paymentMessages,
  paymentsPaths,
  profileDetailsSchema,
} from "@sahayi/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
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
import { counters, payments, paymentWebhookEvents, subscriptions } from "../../db/schema.ts";
import { loadAuthSecret } from "../../lib/auth-secret.ts";
import { financialYearOf, invoiceCounterName } from "../../lib/invoice-number.ts";
import { createSandboxProvider, sandboxSecrets } from "../../lib/payments/sandbox.ts";
import { grantPayment } from "./grant.ts";
import { handleWebhook } from "./webhook.ts";

const ctx = useTestApp();

async function webhookSecret() {
  return sandboxSecrets(await loadAuthSecret(ctx.config)).webhookSecret;
}

/** A Razorpay event as its webhook sends it. */
function paymentEvent(
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

let eventCounter = 0;
const newEventId = () => `evt_test${process.pid}x${++eventCounter}`;

describe("POST /api/payment/webhook", () => {
  it("grants a captured payment whose browser never came back, and a later verification agrees", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    const answer = await sendWebhook(paymentEvent(order, proof.razorpay_payment_id), {
      eventId: newEventId(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: "ok" });
    expect(await subscriptionsOf(who)).toHaveLength(1);
    expect(await orderRow(order)).toMatchObject({ status: "paid", paymentMethod: "upi" });
    const details = profileDetailsSchema.parse((await profile(ctx.app, who)).json());
    expect(details.user.is_active_plan).toBe(true);

    const late = await verify(ctx.app, proof);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      status: "paid",
      razorpay_payment_id: proof.razorpay_payment_id,
    });
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("grants on order.paid as on payment.captured", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const answer = await sendWebhook(
      paymentEvent(order, "pay_orderPaid00001", { event: "order.paid" }),
      {
        eventId: newEventId(),
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("refuses a bad or missing signature with a 400 and changes nothing", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const body = paymentEvent(order, "pay_forgedWebhook01");
    const { keySecret } = sandboxSecrets(await loadAuthSecret(ctx.config));
    const before = await paymentTables();
    for (const options of [
      { signature: "0".repeat(64) },
      // Signed with the key secret instead of the webhook secret.
      { secret: keySecret },
      { signature: "" },
    ]) {
      const answer = await sendWebhook(body, { ...options, eventId: newEventId() });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: paymentMessages.webhookSignatureInvalid,
        code: "PAYMENT_INVALID",
      });
    }
    // A body changed after signing.
    const signature = await signatureOf(body);
    const tampered = await sendWebhook(body.replace(String(order.amount), "100"), {
      signature,
      eventId: newEventId(),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: paymentsPaths.webhook,
      headers: { "content-type": "application/json" },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentTables()).toBe(before);
  });

  it("handles an event id once: a repeat with the same id is not looked at again", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const eventId = newEventId();
    // The first delivery's amount does not match the order: recorded, nothing granted.
    const wrong = await sendWebhook(paymentEvent(order, "pay_dedup000000001", { amount: 100 }), {
      eventId,
    });
    expect(wrong.statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toEqual([]);
    const [seen] = await ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(seen).toMatchObject({
      event: "payment.captured",
      providerOrderId: order.razorpay_order_id,
    });
    // The same event id again, now with a body that would grant: ignored.
    const repeat = await sendWebhook(paymentEvent(order, "pay_dedup000000001"), { eventId });
    expect(repeat.statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toEqual([]);
    // A new event id is handled.
    await sendWebhook(paymentEvent(order, "pay_dedup000000001"), { eventId: newEventId() });
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("grants nothing for a payment in another currency or of another amount", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    for (const options of [{ amount: order.amount - 1 }, { currency: "USD" }]) {
      const answer = await sendWebhook(paymentEvent(order, "pay_wrongAmount001", options), {
        eventId: newEventId(),
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await subscriptionsOf(who)).toEqual([]);
    expect((await orderRow(order)).status).toBe("created");
  });

  it("acknowledges events it does not act on (other events, orders it did not make)", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const failed = await sendWebhook(
      paymentEvent(order, "pay_failedEvent001", { event: "payment.failed" }),
      {
        eventId: newEventId(),
      },
    );
    expect(failed.statusCode).toBe(200);
    const stranger = await sendWebhook(
      paymentEvent({ ...order, razorpay_order_id: "order_notOurs000001" }, "pay_notOurs0000001"),
      { eventId: newEventId() },
    );
    expect(stranger.statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toEqual([]);
  });

  it("refuses a signed body that is not an event", async () => {
    const answer = await sendWebhook(JSON.stringify({ hello: "world" }), { eventId: newEventId() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: paymentMessages.webhookMalformed, code: "BAD_REQUEST" });
  });

  it("acknowledges and records a signed event that carries no payment", async () => {
    for (const event of [{ event: "payment.captured", payload: {} }, { event: "refund.created" }]) {
      const eventId = newEventId();
      const answer = await sendWebhook(JSON.stringify(event), { eventId });
      expect(answer.statusCode, answer.body).toBe(200);
      const [seen] = await ctx.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId));
      expect(seen).toMatchObject({ event: event.event, providerOrderId: null });
    }
  });

  it("keys an event sent without an id by its body's hash, so different bodies are each handled", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const wrong = paymentEvent(order, "pay_noEventId00001", { amount: 100 });
    expect((await sendWebhook(wrong)).statusCode).toBe(200);
    const hash = createHash("sha256").update(wrong).digest("hex");
    const [seen] = await ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `sha256:${hash}`));
    expect(seen?.providerOrderId).toBe(order.razorpay_order_id);
    expect(await subscriptionsOf(who)).toEqual([]);
    // Another body without an id is another event.
    expect((await sendWebhook(paymentEvent(order, "pay_noEventId00001"))).statusCode).toBe(200);
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("notes the payment method on an order granted without one", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const paymentId = "pay_methodLater001";
    await grantPayment(ctx.db, {
      paymentRowId: order.order_id,
      providerPaymentId: paymentId,
      method: null,
    });
    expect((await orderRow(order)).paymentMethod).toBeNull();
    await sendWebhook(paymentEvent(order, paymentId), { eventId: newEventId() });
    expect(await orderRow(order)).toMatchObject({ status: "paid", paymentMethod: "upi" });
    expect(await subscriptionsOf(who)).toHaveLength(1);
  });

  it("logs why a granting event granted nothing", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const provider = createSandboxProvider(await loadAuthSecret(ctx.config));
    const logged: { details: object; message: string }[] = [];
    const log = (details: object, message: string) => logged.push({ details, message });
    const deliver = async (body: string, eventId: string) => {
      const rawBody = Buffer.from(body);
      const signature = await signatureOf(rawBody);
      await handleWebhook({ db: ctx.db, provider, log }, { rawBody, signature, eventId });
    };
    const strangerId = newEventId();
    const stranger = { ...order, razorpay_order_id: "order_notOurs000002" };
    await deliver(paymentEvent(stranger, "pay_notOurs0000002"), strangerId);
    const wrongId = newEventId();
    await deliver(paymentEvent(order, "pay_wrongAmount002", { amount: 100 }), wrongId);
    expect(logged).toEqual([
      {
        details: { eventId: strangerId, orderId: "order_notOurs000002" },
        message: "webhook for an order we did not make",
      },
      {
        details: {
          eventId: wrongId,
          orderId: order.razorpay_order_id,
          amount: 100,
          expected: order.amount,
        },
        message: "webhook payment does not match its order's amount; nothing granted",
      },
    ]);
    expect(await subscriptionsOf(who)).toEqual([]);
  });
});

describe("a payment id already recorded on another order", () => {
  it("is acknowledged with 200, grants nothing, and shows the admin the anomaly on the order", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const plan = await planOnSale(ctx.db);
    const paidOrder = await orderPlan(ctx.app, who, plan.id);
    const proof = await sandboxPay(ctx.app, paidOrder.razorpay_order_id);
    expect((await verify(ctx.app, proof)).statusCode).toBe(200);
    const otherOrder = await orderPlan(ctx.app, who, plan.id);
    const eventId = newEventId();

    const answer = await sendWebhook(paymentEvent(otherOrder, proof.razorpay_payment_id), {
      eventId,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await orderRow(otherOrder)).toMatchObject({
      status: "created",
      providerPaymentId: null,
    });
    expect(await subscriptionsOf(who)).toHaveLength(1);
    const anomaly = paymentMessages.webhookPaymentOnOtherOrder(
      proof.razorpay_payment_id,
      paidOrder.razorpay_order_id,
    );
    const [event] = await ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(event).toMatchObject({ providerOrderId: otherOrder.razorpay_order_id, anomaly });

    const admin = await adminCaller(ctx.app, ctx.db);
    const table = await ctx.app.inject({
      url: `${adminUsersPaths.payments}?q=${who.phone}`,
      headers: admin.headers,
    });
    const rows = (table.json() as AdminPaymentsPage).items;
    expect(rows.map((row) => [row.provider_order_id, row.anomaly]).sort()).toEqual(
      [
        [paidOrder.razorpay_order_id, null],
        [otherOrder.razorpay_order_id, anomaly],
      ].sort(),
    );
    // Razorpay's retry of the same event is answered at once, as any event seen before.
    const retry = await sendWebhook(paymentEvent(otherOrder, proof.razorpay_payment_id), {
      eventId,
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe("exactly once", () => {
  it("grants once under 20 concurrent verifications and 20 webhooks, with one invoice number", async () => {
    const who = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, who, (await planOnSale(ctx.db)).id);
    const proof = await sandboxPay(ctx.app, order.razorpay_order_id);
    const counterBefore = await invoiceCounter();
    const sharedEventId = newEventId();
    const requests = [
      ...Array.from({ length: 20 }, () => verify(ctx.app, proof)),
      ...Array.from({ length: 20 }, (_, i) =>
        sendWebhook(
          paymentEvent(order, proof.razorpay_payment_id, {
            event: i % 2 ? "order.paid" : "payment.captured",
          }),
          // Half are Razorpay's retries of one event, half events of their own.
          { eventId: i < 10 ? sharedEventId : newEventId() },
        ),
      ),
    ];
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const verified = answers.slice(0, 20).map((a) => a.json());
    expect(new Set(verified.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(await subscriptionsOf(who)).toHaveLength(1);
    const row = await orderRow(order);
    expect(row.status).toBe("paid");
    expect(await invoiceCounter()).toBe(counterBefore + 1);
    expect(row.invoiceNumber).toBe(counterBefore + 1);
  });

  it("numbers invoices without gaps, also when a grant rolls back", async () => {
    const first = await buyer(ctx.app, ctx.db);
    const order = await orderPlan(ctx.app, first, (await planOnSale(ctx.db)).id);
    // A plan payment without a user cannot be granted: its transaction rolls back.
    await ctx.db.update(payments).set({ userId: null }).where(eq(payments.id, order.order_id));
    const before = await invoiceCounter();
    await expect(
      grantPayment(ctx.db, {
        paymentRowId: order.order_id,
        providerPaymentId: "pay_x",
        method: null,
      }),
    ).rejects.toThrow(/has no user/);
    expect(await invoiceCounter()).toBe(before);
    expect((await orderRow(order)).status).toBe("created");

    const second = await buyer(ctx.app, ctx.db);
    const next = await orderPlan(ctx.app, second, (await planOnSale(ctx.db)).id);
    expect(
      (await verify(ctx.app, await sandboxPay(ctx.app, next.razorpay_order_id))).statusCode,
    ).toBe(200);
    expect((await orderRow(next)).invoiceNumber).toBe(before + 1);
  });
});

async function invoiceCounter(): Promise<number> {
  const [row] = await ctx.db
    .select({ value: counters.value })
    .from(counters)
    .where(eq(counters.name, invoiceCounterName(financialYearOf(new Date()))));
  return row?.value ?? 0;
}
