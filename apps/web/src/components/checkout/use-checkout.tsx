import type { PaymentProof } from "@sahayi/contract";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { verifyPayment } from "../../lib/payments.ts";
import type { CheckoutOrder, CheckoutOutcome } from "./checkout-order.ts";
import { openRazorpay } from "./razorpay.ts";

const SandboxCheckoutDialog = lazy(() =>
  import("./sandbox-checkout-dialog.tsx").then((module) => ({
    default: module.SandboxCheckoutDialog,
  })),
);

/** Nothing counts as paid until the server has checked the provider's signature. */
async function verify(proof: PaymentProof): Promise<CheckoutOutcome> {
  try {
    return { status: "paid", receipt: await verifyPayment(proof) };
  } catch (error) {
    return { status: "failed", message: errorMessage(error) };
  }
}

/**
 * Takes one payment for an order with the provider the server chose: our sandbox dialog or
 * Razorpay's checkout. `pay` resolves once, with how it ended; render `checkout` in the page.
 * Leaving the page closes an open checkout and resolves `left`, so the caller does not
 * navigate away from wherever the person went.
 */
export function useCheckout(): {
  pay: (order: CheckoutOrder) => Promise<CheckoutOutcome>;
  checkout: ReactNode;
} {
  const [sandbox, setSandbox] = useState<{
    order: CheckoutOrder;
    finish: (outcome: CheckoutOutcome) => void;
  } | null>(null);
  const open = useRef<{ close: () => void } | null>(null);

  useEffect(
    () => () => {
      open.current?.close();
    },
    [],
  );

  const pay = useCallback(
    (order: CheckoutOrder) =>
      new Promise<CheckoutOutcome>((resolve) => {
        let settled = false;
        const finish = (outcome: CheckoutOutcome) => {
          if (settled) return;
          settled = true;
          open.current = null;
          setSandbox(null);
          resolve(outcome);
        };
        if (order.provider === "sandbox") {
          setSandbox({ order, finish });
          open.current = { close: () => finish({ status: "left" }) };
        } else {
          const razorpay = openRazorpay(order, verify, finish);
          open.current = {
            close: () => {
              finish({ status: "left" });
              razorpay.close();
            },
          };
        }
      }),
    [],
  );

  const checkout = sandbox ? (
    <Suspense fallback={null}>
      <SandboxCheckoutDialog order={sandbox.order} verify={verify} finish={sandbox.finish} />
    </Suspense>
  ) : null;
  return { pay, checkout };
}
