import type { PaymentProof, VerifyPaymentResponse } from "@sahayi/contract";
import { toastMessages } from "@sahayi/contract/messages";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutOrder, CheckoutOutcome } from "./checkout-order.ts";
import { openRazorpay } from "./razorpay.ts";

/**
 * Razorpay's checkout.js is a third party's script and cannot run here; this stand-in keeps
 * its documented behaviour: the constructor takes the options, `close()` fires
 * `modal.ondismiss`, and `payment.failed` listeners are called with an error object.
 */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  opened = false;
  closed = false;
  failedListeners: ((response: { error?: { description?: string } }) => void)[] = [];
  constructor(
    readonly options: Record<string, unknown> & {
      handler: (proof: PaymentProof) => void;
      modal: { ondismiss: () => void };
    },
  ) {
    FakeRazorpay.last = this;
  }
  open() {
    this.opened = true;
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.options.modal.ondismiss();
  }
  on(_event: string, listener: (response: { error?: { description?: string } }) => void) {
    this.failedListeners.push(listener);
  }
}

const order: CheckoutOrder = {
  provider: "razorpay",
  keyId: "rzp_test_key",
  orderId: "order_ABC123",
  amountPaise: 235_882,
  currency: "INR",
  name: "Sahayi",
  description: "Premium Plan",
  prefill: { name: "Anu", email: "anu@example.com", contact: "9847012345" },
  notes: { plan_id: "3", user_id: "7" },
};

const proof: PaymentProof = {
  razorpay_order_id: "order_ABC123",
  razorpay_payment_id: "pay_XYZ",
  razorpay_signature: "f".repeat(64),
};

const receipt: VerifyPaymentResponse = {
  status: "paid",
  purpose: "plan",
  order_id: 1,
  razorpay_order_id: proof.razorpay_order_id,
  razorpay_payment_id: proof.razorpay_payment_id,
  paid_at: "2026-11-25T06:00:00.000Z",
};

function start(
  verify: (proof: PaymentProof) => Promise<CheckoutOutcome> = async () => ({
    status: "paid",
    receipt,
  }),
) {
  const outcomes: CheckoutOutcome[] = [];
  const verified: PaymentProof[] = [];
  const run = openRazorpay(
    order,
    (given) => {
      verified.push(given);
      return verify(given);
    },
    (outcome) => outcomes.push(outcome),
  );
  return { run, outcomes, verified };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("openRazorpay", () => {
  beforeEach(() => {
    FakeRazorpay.last = null;
    (globalThis as { window?: unknown }).window = { Razorpay: FakeRazorpay };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("opens the checkout with the server's order: key, amount in paise, order id, prefill", async () => {
    start();
    await settle();
    const checkout = FakeRazorpay.last!;
    expect(checkout.opened).toBe(true);
    expect(checkout.options).toMatchObject({
      key: order.keyId,
      amount: order.amountPaise,
      currency: "INR",
      order_id: order.orderId,
      prefill: order.prefill,
      notes: order.notes,
    });
  });

  it("hands the handler's three fields to the server and ends with its verdict", async () => {
    const { outcomes, verified } = start();
    await settle();
    FakeRazorpay.last!.options.handler(proof);
    await settle();
    expect(verified).toEqual([proof]);
    expect(outcomes).toEqual([{ status: "paid", receipt }]);
  });

  it("a refused verification is a failure, not a payment", async () => {
    const { outcomes } = start(async () => ({ status: "failed", message: "forged" }));
    await settle();
    FakeRazorpay.last!.options.handler(proof);
    await settle();
    expect(outcomes).toEqual([{ status: "failed", message: "forged" }]);
  });

  it("closing the window is a dismissal", async () => {
    const { outcomes } = start();
    await settle();
    FakeRazorpay.last!.close();
    expect(outcomes).toEqual([{ status: "dismissed" }]);
  });

  it("a declined payment is a failure with the provider's reason, not also a dismissal", async () => {
    const { outcomes } = start();
    await settle();
    const checkout = FakeRazorpay.last!;
    for (const listener of checkout.failedListeners) {
      listener({ error: { description: "Card declined" } });
    }
    expect(checkout.closed).toBe(true);
    expect(outcomes[0]).toEqual({ status: "failed", message: "Card declined" });
  });

  it("close() before the script arrives never opens the window", async () => {
    const { run, outcomes } = start();
    run.close();
    await settle();
    expect(FakeRazorpay.last).toBeNull();
    expect(outcomes).toEqual([]);
  });

  it("a script that fails to load fails with the spec's message, and the next try loads it again", async () => {
    (globalThis as { window?: unknown }).window = {};
    const appended: { onerror?: () => void; remove: () => void }[] = [];
    (globalThis as { document?: unknown }).document = {
      createElement: () => ({ remove() {} }),
      head: { append: (script: (typeof appended)[number]) => appended.push(script) },
    };
    try {
      const { outcomes } = start();
      appended[0]?.onerror?.();
      await settle();
      expect(outcomes).toEqual([{ status: "failed", message: toastMessages.paymentNotLoaded }]);
      start();
      expect(appended).toHaveLength(2);
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
  });
});
