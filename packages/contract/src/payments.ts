import { z } from "zod";
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PHONE_DIGITS,
  SANDBOX_OUTCOMES,
} from "./constants.ts";
import { fieldMessages, paymentMessages, toastMessages } from "./messages.ts";
import { dbId } from "./numbers.ts";
import { pricingPlanSchema } from "./plans.ts";

/**
 * Plans and payments: the order a household pays, the three fields a provider hands
 * back, and what the server answers once it has checked them. Money on the wire is in rupees
 * as in the spec, except the order's `amount`, which is in paise as providers take it
 * (`total_amount` × 100).
 */

// ---- plans ----------------------------------------------------------------------------------

/** GET maid-subscription-plan: the plans on sale, in display order. */
export const planListSchema = z.array(pricingPlanSchema);

/** POST maid-subscription-plan { id } (product §7 "Plan details"), and GET …/{id}'s params. */
export const planDetailsRequestSchema = z.object({ id: dbId(toastMessages.planIdRequired) });
export type PlanDetailsRequest = z.infer<typeof planDetailsRequestSchema>;

// ---- orders ---------------------------------------------------------------------------------

/** POST purchase-plan { plan_id }: the client names the plan, never the amount. */
export const purchasePlanRequestSchema = z.object({ plan_id: dbId(toastMessages.planIdRequired) });
export type PurchasePlanRequest = z.infer<typeof purchasePlanRequestSchema>;

/**
 * The payment order (product §3 "Payment order response"): everything a checkout needs, so the
 * web opens the sandbox dialog or Razorpay's checkout.js without another call.
 */
export const paymentOrderSchema = z.object({
  /** Our id of the order (spec: "plan purchase also carries order_id"). */
  order_id: z.number().int(),
  razorpay_order_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's public key id; a placeholder for the sandbox. */
  key_id: z.string(),
  /** In paise: total_amount × 100, fixed when the order was made. */
  amount: z.number().int(),
  currency: z.string(),
  /** The plan's price, taxes and total in rupees, as the Payment Summary shows them. */
  price: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total_amount: z.number(),
  /** The seller's name and what is bought, for the checkout window. */
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** What the order carries to the provider: plan_id and whose order it is (user_id or maid_id). */
  notes: z.record(z.string(), z.string()),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

// ---- verification ---------------------------------------------------------------------------

/** Ids as providers write them: letters, digits and _ (Razorpay: order_…, pay_…). */
const providerId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_]+$/, message);

/** The three fields checkout hands back (Razorpay's handler, or the sandbox's answer). */
export const paymentProofSchema = z.object({
  razorpay_order_id: providerId(paymentMessages.orderIdRequired),
  razorpay_payment_id: providerId(paymentMessages.paymentIdRequired),
  /** HMAC-SHA256, hex. */
  razorpay_signature: z
    .string({ error: paymentMessages.signatureRequired })
    .trim()
    .min(1, paymentMessages.signatureRequired)
    .max(128, paymentMessages.signatureInvalid),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

/**
 * POST payment/verify's answer: the payment counts, whoever reported it first (this call, a
 * webhook, the reconcile job). A repeat of the same proof answers the same again.
 */
export const verifyPaymentResponseSchema = z.object({
  status: z.literal("paid"),
  purpose: z.enum(PAYMENT_PURPOSES),
  order_id: z.number().int(),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  /** ISO 8601: when the payment counted. */
  paid_at: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST payment/sandbox/complete (decision 036, stable interfaces). */
export const sandboxCompleteRequestSchema = z.object({
  razorpay_order_id: providerId(paymentMessages.orderIdRequired),
  outcome: z.enum(SANDBOX_OUTCOMES, { error: paymentMessages.outcomeInvalid }),
});
export type SandboxCompleteRequest = z.infer<typeof sandboxCompleteRequestSchema>;

/** Razorpay's `payment.failed` error, as the sandbox reports a declined payment. */
export const sandboxFailureSchema = z.object({
  razorpay_order_id: z.string(),
  error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
});

/** Success: the proof, signed the way Razorpay signs. Failure: Razorpay's error object. */
export const sandboxCompleteResponseSchema = z.union([paymentProofSchema, sandboxFailureSchema]);
export type SandboxCompleteResponse = z.infer<typeof sandboxCompleteResponseSchema>;

/** POST payment/webhook's answer (Razorpay only reads the status). */
export const webhookResponseSchema = z.object({ status: z.literal("ok") });

// ---- profile: transactions and subscriptions --------------------------------------------------

/**
 * What a paid transaction adds to product §3's Transaction: the GST figures in rupees and the
 * invoice. `amount` is the taxable value; `total_amount` what was paid.
 */
export const transactionInvoiceFields = {
  id: z.number().int(),
  purpose: z.enum(PAYMENT_PURPOSES),
  cgst: z.number(),
  sgst: z.number(),
  total_amount: z.number(),
  /** ISO 8601. */
  paid_at: z.string(),
  invoice_number: z.string(),
  /** GET with the login: application/pdf, attachment. */
  invoice_url: z.string(),
};

/** The invoice PDF's file name: its number with the slashes a file name cannot hold as dashes. */
export const invoiceFileName = (invoiceNumber: string) =>
  `invoice-${invoiceNumber.replaceAll("/", "-")}.pdf`;

/** What a subscription adds to product §3's Subscription. */
export const subscriptionQuotaFields = {
  id: z.number().int(),
  plan_id: z.number().int(),
  enquiry: z.number().int(),
  remaining_enquiry: z.number().int(),
  /** The payment that bought it (a transaction's `id`); null for enquiries an admin granted. */
  order_id: z.number().int().nullable().optional(),
};

// ---- development only -----------------------------------------------------------------------

/** POST dev/expire-subscriptions: ends a user's subscriptions (sandbox, outside production). */
export const expireSubscriptionsRequestSchema = z.object({
  mobile_number: z
    .string({ error: fieldMessages.phoneRequired })
    .regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`), fieldMessages.phoneExact),
});
export const expireSubscriptionsResponseSchema = z.object({
  message: z.string(),
  expired: z.number().int(),
});
