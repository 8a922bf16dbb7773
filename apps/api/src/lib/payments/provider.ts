import type { PaymentProviderName } from "@sahayi/contract";

/** An order as the provider made it. */
export interface ProviderOrder {
  id: string;
}

/** A payment the provider knows for an order (Razorpay's payment entity, the fields we use). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Razorpay: created, authorized, captured, refunded, failed. */
  status: string;
  /** In paise. */
  amount: number;
  currency: string;
  method: string | null;
}

export interface CreateOrderInput {
  /** In paise, from the server's plan. */
  amountPaise: number;
  currency: string;
  /** Our unique reference for the order. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * A payment provider: makes orders, says which payments an order has, and checks the two kinds
 * of signature it produces. The server decides what a verified payment grants; a provider
 * never does.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** The public key id the browser's checkout opens with. */
  keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** The order's payments, for reconciling an order whose checkout never reported back. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
}

/** The provider did not answer in time, or could not be reached: try again later (503). */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** The provider answered with an error (bad keys, a refused order): 502. */
export class ProviderRefusedError extends Error {
  override name = "ProviderRefusedError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
