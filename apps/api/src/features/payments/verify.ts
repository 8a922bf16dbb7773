import {
  type PaymentProof,
  paymentMessages,
  type SandboxCompleteResponse,
  type VerifyPaymentResponse,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments, plans } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentProvider } from "../../lib/payments/provider.ts";
import type { SandboxProvider } from "../../lib/payments/sandbox.ts";
import { grantPayment } from "./grant.ts";

type PaymentRow = typeof payments.$inferSelect;

const invalid = () => new AppError(400, "PAYMENT_INVALID", paymentMessages.signatureInvalid);

/** The stored order with this provider order id, or a 404. */
export async function findOrder(db: Db, providerOrderId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId));
  if (!row) throw new AppError(404, "NOT_FOUND", paymentMessages.orderNotFound);
  return row;
}

/**
 * A logged-in caller may only act on orders of their own. Verification needs no login (a
 * helper paying the registration fee has none), but a login that names someone else is a
 * sign of a proof passed around: refused, and nothing is granted. A helper's registration order
 * belongs to no account, so a household that happens to be logged in may pay it.
 */
export function checkCaller(order: PaymentRow, callerId: number | undefined) {
  if (callerId !== undefined && order.userId !== null && order.userId !== callerId)
    throw new AppError(403, "FORBIDDEN", paymentMessages.notYourOrder);
}

async function answerFor(db: Db, order: PaymentRow): Promise<VerifyPaymentResponse> {
  const [plan] = await db
    .select({ kind: plans.kind })
    .from(plans)
    .where(eq(plans.id, order.planId));
  return {
    status: "paid",
    purpose: plan?.kind === "maid_registration" ? "maid_registration" : "plan",
    order_id: order.id,
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: order.providerPaymentId ?? "",
    paid_at: (order.paidAt ?? order.createdAt).toISOString(),
  };
}

/**
 * POST payment/verify: the checkout's three fields. The stored order decides what is granted
 * and to whom; the signature must be the provider's over that order and this payment. The
 * same proof again answers the same (idempotent) and grants nothing more; another payment for
 * an order already paid is a 409.
 */
export async function verifyCheckout(
  deps: { db: Db; providers: Partial<Record<string, PaymentProvider>> },
  proof: PaymentProof,
  callerId: number | undefined,
): Promise<VerifyPaymentResponse> {
  const { db } = deps;
  const order = await findOrder(db, proof.razorpay_order_id);
  checkCaller(order, callerId);
  const provider = deps.providers[order.provider];
  const genuine = provider?.checkoutSignatureValid(
    order.providerOrderId,
    proof.razorpay_payment_id,
    proof.razorpay_signature,
  );
  if (!genuine) throw invalid();
  const granted = await grantPayment(db, {
    paymentRowId: order.id,
    providerPaymentId: proof.razorpay_payment_id,
    method: provider?.name === "sandbox" ? "sandbox" : null,
  });
  const paid = granted ?? (await findOrder(db, order.providerOrderId));
  if (paid.providerPaymentId !== proof.razorpay_payment_id)
    throw new AppError(409, "CONFLICT", paymentMessages.orderPaidByAnotherPayment);
  return answerFor(db, paid);
}

/**
 * POST payment/sandbox/complete: what Razorpay's checkout window does, offline. Success signs
 * a new payment of the order; failure records the order as failed (it can still be paid, as
 * on Razorpay) and answers Razorpay's error object.
 */
export async function completeSandboxPayment(
  deps: { db: Db; sandbox: SandboxProvider },
  input: { orderId: string; outcome: "success" | "failure" },
  callerId: number | undefined,
): Promise<SandboxCompleteResponse> {
  const { db, sandbox } = deps;
  const order = await findOrder(db, input.orderId);
  checkCaller(order, callerId);
  if (order.provider !== sandbox.name) throw invalid();
  if (input.outcome === "failure") {
    await db
      .update(payments)
      .set({ status: "failed" })
      .where(and(eq(payments.id, order.id), eq(payments.status, "created")));
    return {
      razorpay_order_id: order.providerOrderId,
      error: {
        code: "BAD_REQUEST_ERROR",
        description: paymentMessages.sandboxDeclined,
        reason: "payment_failed",
      },
    };
  }
  const { paymentId, signature } = sandbox.pay(order.providerOrderId);
  return {
    razorpay_order_id: order.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  };
}
