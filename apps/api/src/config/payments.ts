import { KERALA_STATE_CODE } from "@sahayi/contract";
import { z } from "zod";
import { isValidGstin, SAMPLE_GSTIN } from "../lib/billing/gstin.ts";
import { optionalText } from "./optional-text.ts";

/** The Razorpay account: API keys for orders and signatures, and the webhook's own secret. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where Razorpay's API is (tests point the SDK at a local fake). */
  baseUrl: string;
}

/** The payment provider, its account and the seller on GST invoices. */
export const paymentSettings = {
  PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  /** "1" lets a production server take sandbox payments anyway (a demo); see superRefine. */
  ALLOW_SANDBOX_PAYMENTS: optionalText.pipe(
    z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  ),
  RAZORPAY_KEY_ID: optionalText.pipe(
    z
      .string()
      .regex(
        /^rzp_(test|live)_[A-Za-z0-9]{8,32}$/,
        "must be a Razorpay key id (rzp_test_… or rzp_live_…)",
      )
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.razorpay.com"),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  INVOICE_SELLER_NAME: optionalText.pipe(z.string().max(100).optional()),
  INVOICE_SELLER_GSTIN: optionalText.pipe(
    z
      .string()
      .refine(
        isValidGstin,
        `must be a 15-character GSTIN with its check character right (e.g. ${SAMPLE_GSTIN})`,
      )
      .refine(
        (gstin) => gstin.startsWith(KERALA_STATE_CODE),
        `must be registered in Kerala (state code ${KERALA_STATE_CODE}): invoices charge CGST and SGST, not IGST`,
      )
      .optional(),
  ),
};
