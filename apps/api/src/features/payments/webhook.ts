import { createHash } from "node:crypto";
import { CURRENCY, paymentMessages } from "@sahayi/contract";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { payments, paymentWebhookEvents } from "../../db/schema.ts";
import { AppError, isUniqueViolation } from "../../lib/errors.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import { grantPayment, notePaymentMethod } from "./grant.ts";

/** The part of a Razorpay webhook event we read; anything else in it is ignored. */
export const webhookEventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().max(64),
            order_id: z.string().max(64).nullish(),
            amount: z.number().int(),
            currency: z.string().max(8),
            status: z.string().max(32),
            method: z.string().max(32).nullish(),
          }),
        })
        .optional(),
    })
    .default({}),
});

/** Events that mean the money is ours: either grants the order its payment belongs to. */
const GRANTING_EVENTS = new Set(["payment.captured", "order.paid"]);

export interface WebhookDeps {
  db: Db;
  provider: PaymentProvider;
  log: (details: object, message: string) => void;
}

/**
 * POST payment/webhook. The signature over the raw body with the webhook secret comes first:
 * without it nothing is read and nothing changes (400). An event id seen before is answered
 * at once. Granting is the same exactly-once grant as the browser's verification, so a
 * webhook that arrives before, after or instead of it gives the plan once. The event id is
 * recorded after the event was handled: a crash in between only means Razorpay's retry is
 * handled again, which grants nothing twice.
 */
export async function handleWebhook(
  deps: WebhookDeps,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<void> {
  const { db, provider } = deps;
  if (!input.signature || !provider.webhookSignatureValid(input.rawBody, input.signature))
    throw new AppError(400, "PAYMENT_INVALID", paymentMessages.webhookSignatureInvalid);
  let parsed: z.infer<typeof webhookEventSchema>;
  try {
    parsed = webhookEventSchema.parse(JSON.parse(input.rawBody.toString("utf8")));
  } catch {
    throw new AppError(400, "BAD_REQUEST", paymentMessages.webhookMalformed);
  }
  const eventId =
    input.eventId ?? `sha256:${createHash("sha256").update(input.rawBody).digest("hex")}`;
  const [seen] = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  if (seen) return;

  const payment = parsed.payload.payment?.entity;
  let anomaly: string | null = null;
  if (GRANTING_EVENTS.has(parsed.event) && payment?.order_id) {
    const [order] = await db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, payment.order_id));
    if (!order) {
      deps.log({ eventId, orderId: payment.order_id }, "webhook for an order we did not make");
    } else if (payment.amount !== order.totalPaise || payment.currency !== CURRENCY) {
      deps.log(
        {
          eventId,
          orderId: order.providerOrderId,
          amount: payment.amount,
          expected: order.totalPaise,
        },
        "webhook payment does not match its order's amount; nothing granted",
      );
    } else {
      const granted = await grantPayment(db, {
        paymentRowId: order.id,
        providerPaymentId: payment.id,
        method: payment.method ?? null,
      }).catch(async (error: unknown) => {
        anomaly = await paymentOnOtherOrder(db, error, payment.id, order.id);
        deps.log({ eventId, orderId: order.providerOrderId }, anomaly);
        return undefined;
      });
      if (granted === null) await notePaymentMethod(db, order.id, payment.method ?? null);
    }
  }
  await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event: parsed.event, providerOrderId: payment?.order_id ?? null, anomaly })
    .onConflictDoNothing();
}

/**
 * A grant refused because the payment id is already on another order: the provider (or
 * someone holding the webhook secret) said one payment paid two orders. Nothing is granted;
 * the event is acknowledged, so it is not retried, and kept for the admin in words. Any other
 * failure goes on.
 */
async function paymentOnOtherOrder(
  db: Db,
  error: unknown,
  providerPaymentId: string,
  orderRowId: number,
): Promise<string> {
  if (!isUniqueViolation(error)) throw error;
  const [other] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, providerPaymentId), ne(payments.id, orderRowId)));
  if (!other) throw error;
  return paymentMessages.webhookPaymentOnOtherOrder(providerPaymentId, other.providerOrderId);
}
