import type { PaymentProof } from "@sahayi/contract";
import { toastMessages } from "@sahayi/contract/messages";
import type { CheckoutOrder, CheckoutOutcome } from "./checkout-order.ts";

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: CheckoutOrder["prefill"];
  notes?: Record<string, string>;
  theme?: { color: string };
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void; escape?: boolean };
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(
    event: "payment.failed",
    listener: (response: { error?: { description?: string } }) => void,
  ): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let scriptLoad: Promise<RazorpayConstructor> | null = null;

/**
 * Razorpay's checkout.js, added to the page the first time someone pays, never before: the
 * sandbox and every page that takes no payment stay free of it. A failed load is forgotten so
 * the next try loads it again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error(toastMessages.paymentNotLoaded));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(toastMessages.paymentNotLoaded));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/**
 * Opens Razorpay's checkout for an order. Its handler's three fields go to `verify`; closing
 * the checkout is a dismissal and a declined payment a failure (product §4 "Plan payment": both
 * end on /payment-failed). `close` shuts the checkout when the page is left.
 */
export function openRazorpay(
  order: CheckoutOrder,
  verify: (proof: PaymentProof) => Promise<CheckoutOutcome>,
  finish: (outcome: CheckoutOutcome) => void,
): { close: () => void } {
  let instance: RazorpayInstance | null = null;
  let closed = false;
  void loadRazorpay().then(
    (Razorpay) => {
      if (closed) return;
      try {
        instance = new Razorpay({
          key: order.keyId,
          amount: order.amountPaise,
          currency: order.currency,
          order_id: order.orderId,
          name: order.name,
          description: order.description,
          prefill: order.prefill,
          notes: order.notes,
          theme: { color: "#0f6157" },
          handler: (response) => void verify(response).then(finish),
          modal: { ondismiss: () => finish({ status: "dismissed" }) },
        });
        instance.on("payment.failed", (response) => {
          // Settled first: closing fires ondismiss, which must not turn this into a dismissal.
          finish({
            status: "failed",
            message: response.error?.description ?? toastMessages.planPurchaseFailed,
          });
          instance?.close();
        });
        instance.open();
      } catch {
        finish({ status: "failed", message: toastMessages.paymentInitFailed });
      }
    },
    () => finish({ status: "failed", message: toastMessages.paymentNotLoaded }),
  );
  return {
    close: () => {
      closed = true;
      instance?.close();
    },
  };
}
