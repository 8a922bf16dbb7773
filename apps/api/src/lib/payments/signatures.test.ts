import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkoutSigned, hmacSha256Hex, signatureMatches } from "./signatures.ts";

describe("payment signatures", () => {
  // Razorpay's documented example shape: HMAC-SHA256 of "order_id|payment_id", hex.
  const secret = "EnLs21M47BllR3X8PSFtjtbd";
  const text = checkoutSigned("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l");
  const expected = createHmac("sha256", secret).update(text).digest("hex");

  it("signs what Razorpay signs", () => {
    expect(text).toBe("order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l");
    expect(hmacSha256Hex(secret, text)).toBe(expected);
  });

  it("accepts exactly the right signature", () => {
    expect(signatureMatches(secret, text, expected)).toBe(true);
    for (const wrong of [
      expected.toUpperCase(),
      expected.slice(0, -1),
      `${expected}0`,
      "",
      hmacSha256Hex(`${secret}x`, text),
      hmacSha256Hex(secret, `${text} `),
    ]) {
      expect(signatureMatches(secret, text, wrong), wrong).toBe(false);
    }
  });

  it("checks raw bodies as bytes", () => {
    const body = Buffer.from('{"event":"payment.captured","amount":₹}');
    expect(signatureMatches("w", body, createHmac("sha256", "w").update(body).digest("hex"))).toBe(
      true,
    );
  });
});
