import Razorpay from "razorpay";
import type { RazorpayConfig } from "../../config.ts";
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusedError,
  ProviderUnavailableError,
} from "./provider.ts";
import { checkoutSigned, signatureMatches } from "./signatures.ts";

/** The SDK's HTTP client (axios), which it creates with Razorpay's address built in. */
interface SdkHttp {
  rq: { defaults: { baseURL?: string; timeout?: number } };
}

/**
 * An SDK call within `timeoutMs`. The SDK rejects with `{ statusCode, error }` when Razorpay
 * answered with an error, and with anything else (a TypeError, as it reads the response of a
 * request that got none) when it did not answer.
 */
async function call<T>(what: string, timeoutMs: number, request: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new ProviderUnavailableError(`Razorpay did not answer ${what} in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([request(), timeout]);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === "number") {
      const description = (error as { error?: { description?: unknown } }).error?.description;
      throw new ProviderRefusedError(`Razorpay refused ${what}: ${String(description)}`, status);
    }
    throw new ProviderUnavailableError(`Razorpay could not be reached for ${what}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PAYMENT_PROVIDER=razorpay: orders and payments through Razorpay's official SDK, pointed at
 * `baseUrl` (Razorpay's API, or a local fake in tests); signatures checked in constant time.
 */
export function createRazorpayProvider(config: RazorpayConfig, timeoutMs: number): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (client.api as unknown as SdkHttp).rq.defaults;
  http.baseURL = config.baseUrl;
  http.timeout = timeoutMs;
  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call("an order", timeoutMs, () =>
        client.orders.create({ amount: amountPaise, currency, receipt, notes }),
      );
      if (typeof order?.id !== "string")
        throw new ProviderRefusedError("Razorpay gave no order id", 502);
      return { id: order.id };
    },
    async fetchOrderPayments(orderId) {
      const answer = await call("an order's payments", timeoutMs, () =>
        client.orders.fetchPayments(orderId),
      );
      return (answer?.items ?? []).map(
        (payment): ProviderPayment => ({
          id: String(payment.id),
          orderId: String(payment.order_id),
          status: String(payment.status),
          amount: Number(payment.amount),
          currency: String(payment.currency),
          method: payment.method ? String(payment.method) : null,
        }),
      );
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(config.keySecret, checkoutSigned(orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) =>
      signatureMatches(config.webhookSecret, rawBody, signature),
  };
}
