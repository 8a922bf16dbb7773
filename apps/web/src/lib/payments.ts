import type { PaymentProof } from "@sahayi/contract";
import { paymentsPaths } from "@sahayi/contract/paths";
import { api } from "./api-client.ts";

/**
 * POST /api/payment/verify: the server checks the signature against the order it stored and
 * grants what was bought, once. Nothing counts as paid before this answers.
 */
export function verifyPayment(proof: PaymentProof) {
  return api.post(paymentsPaths.verify, proof);
}

/**
 * POST /api/payment/sandbox/complete: the offline provider's stand-in for Razorpay's checkout.
 * A success answers the three fields signed the way Razorpay signs them; a failure answers
 * Razorpay's error object.
 */
export function completeSandboxPayment(orderId: string, outcome: "success" | "failure") {
  return api.post(paymentsPaths.sandboxComplete, {
    razorpay_order_id: orderId,
    outcome,
  });
}

/**
 * What a page that took a payment tells /renewal-success or /payment-failed through the
 * navigation state: which order was paid, or why it did not go through.
 */
export interface PaymentResultState {
  orderId?: number;
  message?: string;
}

export function readPaymentResult(state: unknown): PaymentResultState {
  if (typeof state !== "object" || state === null) return {};
  const { orderId, message } = state as Record<string, unknown>;
  return {
    orderId: typeof orderId === "number" ? orderId : undefined,
    message: typeof message === "string" ? message : undefined,
  };
}
