import { describe, expect, it } from "vitest";
import { PAYMENT_PURPOSES, PHONE_DIGITS, SANDBOX_OUTCOMES } from "../src/constants.ts";
import { fieldMessages, paymentMessages, toastMessages } from "../src/messages.ts";
import {
  expireSubscriptionsRequestSchema,
  expireSubscriptionsResponseSchema,
  invoiceFileName,
  paymentOrderSchema,
  paymentProofSchema,
  planDetailsRequestSchema,
  purchasePlanRequestSchema,
  sandboxCompleteRequestSchema,
  sandboxCompleteResponseSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from "../src/payments.ts";
import { refusals } from "./helpers/issues.ts";

const proof = {
  razorpay_order_id: "order_Ab12",
  razorpay_payment_id: "pay_Cd34",
  razorpay_signature: "a".repeat(64),
};

describe("choosing a plan", () => {
  it("names the plan by its id, never by an amount", () => {
    for (const schema of [planDetailsRequestSchema]) {
      expect(schema.parse({ id: "3" })).toEqual({ id: 3 });
      expect(refusals(schema, { id: "0" })).toEqual({ id: [toastMessages.planIdRequired] });
    }
    expect(purchasePlanRequestSchema.parse({ plan_id: 3, amount: 1 })).toEqual({ plan_id: 3 });
    expect(refusals(purchasePlanRequestSchema, {})).toEqual({
      plan_id: [toastMessages.planIdRequired],
    });
  });

  it("answers an order with everything a checkout needs", () => {
    const order = {
      order_id: 7,
      razorpay_order_id: "order_Ab12",
      provider: "razorpay",
      key_id: "rzp_test_x",
      amount: 58882,
      currency: "INR",
      price: 499,
      cgst: 44.91,
      sgst: 44.91,
      total_amount: 588.82,
      name: "Sahayi",
      description: "Gold plan",
      prefill: { name: "Anitha", email: "a@example.in", contact: "9876543210" },
      notes: { plan_id: "3", user_id: "9" },
    };
    expect(paymentOrderSchema.parse(order)).toEqual(order);
    expect(paymentOrderSchema.parse({ ...order, provider: "sandbox" }).provider).toBe("sandbox");
    expect(paymentOrderSchema.safeParse({ ...order, provider: "paypal" }).success).toBe(false);
  });
});

describe("the proof a checkout hands back", () => {
  it("takes provider ids and a signature, trimmed", () => {
    const padded = Object.fromEntries(Object.entries(proof).map(([k, v]) => [k, ` ${v} `]));
    expect(paymentProofSchema.parse(padded)).toEqual(proof);
    const longest = {
      ...proof,
      razorpay_order_id: "o".repeat(64),
      razorpay_signature: "s".repeat(128),
    };
    expect(paymentProofSchema.parse(longest)).toEqual(longest);
  });

  it("names each missing or empty field", () => {
    const required = {
      razorpay_order_id: [paymentMessages.orderIdRequired],
      razorpay_payment_id: [paymentMessages.paymentIdRequired],
      razorpay_signature: [paymentMessages.signatureRequired],
    };
    expect(refusals(paymentProofSchema, {})).toEqual(required);
    const blank = { razorpay_order_id: " ", razorpay_payment_id: "", razorpay_signature: "  " };
    expect(Object.keys(refusals(paymentProofSchema, blank))).toEqual(Object.keys(required));
    expect(refusals(paymentProofSchema, blank).razorpay_signature).toEqual(
      required.razorpay_signature,
    );
  });

  it("refuses ids a provider never writes and an over-long signature", () => {
    for (const id of ["order-1", "order 1", "x;drop", "pay_\u00001", "o".repeat(65)]) {
      expect(refusals(paymentProofSchema, { ...proof, razorpay_payment_id: id })).toEqual({
        razorpay_payment_id: [paymentMessages.paymentIdRequired],
      });
    }
    for (const id of ["!order_1", "order_1!"]) {
      expect(refusals(paymentProofSchema, { ...proof, razorpay_order_id: id })).toEqual({
        razorpay_order_id: [paymentMessages.orderIdRequired],
      });
    }
    expect(refusals(paymentProofSchema, { ...proof, razorpay_signature: "s".repeat(129) })).toEqual(
      { razorpay_signature: [paymentMessages.signatureInvalid] },
    );
  });

  it("answers a counted payment as paid, for either purpose", () => {
    for (const purpose of PAYMENT_PURPOSES) {
      const answer = {
        status: "paid",
        purpose,
        order_id: 7,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_payment_id: proof.razorpay_payment_id,
        paid_at: "2026-03-04T05:06:07.000Z",
      };
      expect(verifyPaymentResponseSchema.parse(answer)).toEqual(answer);
      expect(verifyPaymentResponseSchema.safeParse({ ...answer, status: "" }).success).toBe(false);
    }
    expect(webhookResponseSchema.parse({ status: "ok" })).toEqual({ status: "ok" });
    expect(webhookResponseSchema.safeParse({ status: "" }).success).toBe(false);
  });
});

describe("the sandbox checkout", () => {
  it("ends in success or failure, nothing else", () => {
    for (const outcome of SANDBOX_OUTCOMES) {
      expect(
        sandboxCompleteRequestSchema.parse({ razorpay_order_id: " order_1 ", outcome }),
      ).toEqual({ razorpay_order_id: "order_1", outcome });
    }
    expect(
      refusals(sandboxCompleteRequestSchema, { razorpay_order_id: "order-1", outcome: "maybe" }),
    ).toEqual({
      razorpay_order_id: [paymentMessages.orderIdRequired],
      outcome: [paymentMessages.outcomeInvalid],
    });
  });

  it("answers a signed proof, or Razorpay's error object", () => {
    expect(sandboxCompleteResponseSchema.parse(proof)).toEqual(proof);
    const failure = {
      razorpay_order_id: "order_1",
      error: { code: "BAD_REQUEST_ERROR", description: "Declined", reason: "payment_failed" },
    };
    expect(sandboxCompleteResponseSchema.parse(failure)).toEqual(failure);
  });
});

describe("invoices and the development tools", () => {
  it("an invoice's file name has its number with dashes for slashes", () => {
    expect(invoiceFileName("SAH/26-27/000042")).toBe("invoice-SAH-26-27-000042.pdf");
  });

  it("expiring a user's plans takes exactly a phone number's digits", () => {
    const phone = "9".repeat(PHONE_DIGITS);
    expect(expireSubscriptionsRequestSchema.parse({ mobile_number: phone })).toEqual({
      mobile_number: phone,
    });
    for (const bad of [`${phone}9`, phone.slice(1), `+${phone.slice(1)}`, `${phone.slice(1)}x`]) {
      expect(refusals(expireSubscriptionsRequestSchema, { mobile_number: bad })).toEqual({
        mobile_number: [fieldMessages.phoneExact],
      });
    }
    expect(refusals(expireSubscriptionsRequestSchema, {})).toEqual({
      mobile_number: [fieldMessages.phoneRequired],
    });
    const answer = { message: paymentMessages.subscriptionsExpired, expired: 2 };
    expect(expireSubscriptionsResponseSchema.parse(answer)).toEqual(answer);
  });
});
