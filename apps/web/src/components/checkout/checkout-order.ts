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

/** The three fields a provider hands back for a payment, checked by the server. */
export interface PaymentProof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * How a checkout ended. `paid` only after the server verified the payment; `left` when the
 * page that opened it was left first (the caller should do nothing more).
 */
export type CheckoutOutcome =
  | { status: "paid"; proof: PaymentProof }
  | { status: "dismissed" }
  | { status: "failed"; message: string }
  | { status: "left" };
