import type { PaymentOrder, VerifyPaymentResponse } from "@sahayi/contract";

/**
 * What a checkout needs to take one payment, whichever provider serves it. A feature builds
 * it from its order answer (plan purchase, helper registration); the amount is the server's.
 */
export interface CheckoutOrder {
  provider: "sandbox" | "razorpay";
  /** Razorpay's public key id (the sandbox's is a placeholder). */
  keyId: string;
  /** The provider's order id (`razorpay_order_id`). */
  orderId: string;
  /** In paise, as the provider wants it. */
  amountPaise: number;
  currency: string;
  /** The seller's name and what is bought, shown in the checkout. */
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
}

/**
 * How a checkout ended. `paid` only after the server verified the payment (its answer holds
 * the purchase date); `left` when the page that opened it was left first (the caller should
 * do nothing more).
 */
export type CheckoutOutcome =
  | { status: "paid"; receipt: VerifyPaymentResponse }
  | { status: "dismissed" }
  | { status: "failed"; message: string }
  | { status: "left" };

/** The checkout's view of the server's payment order (plan purchase, helper registration). */
export function toCheckoutOrder(order: PaymentOrder): CheckoutOrder {
  return {
    provider: order.provider,
    keyId: order.key_id,
    orderId: order.razorpay_order_id,
    amountPaise: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    notes: order.notes,
  };
}
