import { randomId } from "../ids.ts";
import type { PaymentProvider } from "./provider.ts";
import { checkoutSigned, hmacSha256Hex, signatureMatches } from "./signatures.ts";

/** The sandbox's stand-in for Razorpay's public key id: the web checkout shows no key. */
export const SANDBOX_KEY_ID = "rzp_test_sandbox";

export interface SandboxProvider extends PaymentProvider {
  name: "sandbox";
  /** A successful payment of the order, signed as Razorpay signs: what sandbox/complete answers. */
  pay(orderId: string): { paymentId: string; signature: string };
  /** Signs a webhook body as Razorpay would, so the webhook path runs offline too. */
  signWebhook(rawBody: string | Buffer): string;
}

/**
 * The secrets of the sandbox, derived from the auth secret: every process sharing it (one
 * DATA_DIR, or the same AUTH_SECRET) checks the others' signatures, and nobody without it can
 * make one.
 */
export function sandboxSecrets(authSecret: Uint8Array) {
  const key = Buffer.from(authSecret).toString("utf8");
  return {
    keySecret: hmacSha256Hex(key, "sahayi sandbox payments: key secret"),
    webhookSecret: hmacSha256Hex(key, "sahayi sandbox payments: webhook secret"),
  };
}

/**
 * PAYMENT_PROVIDER=sandbox: orders and payments made here, offline, with Razorpay's id shapes
 * and signatures. It keeps no record of payments: a sandbox payment the browser never
 * reported is lost like a closed checkout, so reconciling finds nothing.
 */
export function createSandboxProvider(authSecret: Uint8Array): SandboxProvider {
  const { keySecret, webhookSecret } = sandboxSecrets(authSecret);
  return {
    name: "sandbox",
    keyId: SANDBOX_KEY_ID,
    async createOrder() {
      return { id: `order_sbx${randomId(14)}` };
    },
    async fetchOrderPayments() {
      return [];
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(keySecret, checkoutSigned(orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) =>
      signatureMatches(webhookSecret, rawBody, signature),
    pay(orderId) {
      const paymentId = `pay_sbx${randomId(14)}`;
      return { paymentId, signature: hmacSha256Hex(keySecret, checkoutSigned(orderId, paymentId)) };
    },
    signWebhook: (rawBody) => hmacSha256Hex(webhookSecret, rawBody),
  };
}
