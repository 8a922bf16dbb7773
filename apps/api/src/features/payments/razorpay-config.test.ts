import { describe, expect, it } from "vitest";
import { KEY_ID } from "../../../test/helpers/razorpay-app.ts";
import { loadConfig } from "../../config.ts";

describe("Razorpay configuration", () => {
  it("requires the key id, key secret and webhook secret with PAYMENT_PROVIDER=razorpay", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(
      /RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay[\s\S]*RAZORPAY_KEY_SECRET: is required[\s\S]*RAZORPAY_WEBHOOK_SECRET: is required/,
    );
    expect(() =>
      loadConfig({
        PAYMENT_PROVIDER: "razorpay",
        RAZORPAY_KEY_ID: "not-a-key",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
      }),
    ).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
    const config = loadConfig({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: "top-secret-value",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(config.razorpay).toEqual({
      keyId: KEY_ID,
      keySecret: "top-secret-value",
      webhookSecret: "w",
      baseUrl: "https://api.razorpay.com",
    });
    expect(loadConfig({}).razorpay).toBeUndefined();
  });

  it("never prints a secret in its complaint", () => {
    try {
      loadConfig({ PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_SECRET: "s3cr3t-value" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cr3t-value");
      return;
    }
    throw new Error("loadConfig accepted a Razorpay set-up without a key id");
  });
});
