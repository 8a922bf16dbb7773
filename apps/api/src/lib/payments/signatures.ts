import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacSha256Hex(secret: string, text: string | Buffer): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

/**
 * Whether `given` is the HMAC-SHA256 of `text` under `secret`, compared in constant time (a
 * plain `===` answers faster the earlier the first wrong character, which leaks the
 * signature byte by byte). Razorpay's own helpers compare with `===`.
 */
export function signatureMatches(secret: string, text: string | Buffer, given: string): boolean {
  const expected = Buffer.from(hmacSha256Hex(secret, text), "utf8");
  const actual = Buffer.from(given, "utf8");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What Razorpay signs for a checkout payment: `order_id|payment_id`. */
export const checkoutSigned = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
