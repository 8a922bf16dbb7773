import { type AdminPaymentsPage, adminUsersPaths, paymentMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCaller } from "../../../test/helpers/admin.ts";
import {
  buyer,
  orderPlan,
  planOnSale,
  sandboxPay,
  verify,
} from "../../../test/helpers/payments.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { newEventId, paymentEvent, webhookSteps } from "../../../test/helpers/webhooks.ts";
import { counters, payments, paymentWebhookEvents } from "../../db/schema.ts";
import { financialYearOf, invoiceCounterName } from "../../lib/billing/invoice-number.ts";
import { grantPayment } from "./grant.ts";

const ctx = useTestApp();
const { sendWebhook, subscriptionsOf, orderRow } = webhookSteps(ctx);

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
