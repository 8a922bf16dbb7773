import { createHash } from "node:crypto";
import { paymentMessages, paymentsPaths, profileDetailsSchema } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  buyer,
  orderPlan,
  planOnSale,
  profile,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { newEventId, paymentEvent, webhookSteps } from "../../../test/helpers/webhooks.ts";
import { paymentWebhookEvents } from "../../db/schema.ts";
import { loadAuthSecret } from "../../lib/accounts/auth-secret.ts";
import { createSandboxProvider, sandboxSecrets } from "../../lib/payments/sandbox.ts";
import { grantPayment } from "./grant.ts";
import { handleWebhook } from "./webhook.ts";

const ctx = useTestApp();
const { signatureOf, sendWebhook, subscriptionsOf, orderRow, paymentTables } = webhookSteps(ctx);

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
