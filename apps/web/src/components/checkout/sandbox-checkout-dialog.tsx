import * as Dialog from "@radix-ui/react-dialog";
import type { PaymentProof } from "@sahayi/contract";
import * as plans from "@sahayi/contract/i18n/en/plans";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { formatRupees, paiseToRupees } from "@sahayi/contract/money";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { completeSandboxPayment } from "../../lib/payments.ts";
import type { CheckoutOrder, CheckoutOutcome } from "./checkout-order.ts";

interface SandboxCheckoutDialogProps {
  order: CheckoutOrder;
  verify: (proof: PaymentProof) => Promise<CheckoutOutcome>;
  finish: (outcome: CheckoutOutcome) => void;
}

/**
 * The offline provider's checkout (PAYMENT_PROVIDER=sandbox): our own dialog in place of
 * Razorpay's, taking the same path through the server. Pay asks the server to sign a payment
 * and then verifies it like Razorpay's answer; Fail records a declined payment; Dismiss and
 * Escape close it like closing Razorpay's window. Radix keeps the focus inside.
 */
export function SandboxCheckoutDialog({ order, verify, finish }: SandboxCheckoutDialogProps) {
  const [busy, setBusy] = useState<"pay" | "fail" | null>(null);

  const settle = async (outcome: "success" | "failure") => {
    setBusy(outcome === "success" ? "pay" : "fail");
    try {
      const answer = await completeSandboxPayment(order.orderId, outcome);
      finish(
        "razorpay_signature" in answer
          ? await verify(answer)
          : { status: "failed", message: answer.error.description },
      );
    } catch (error) {
      finish({ status: "failed", message: errorMessage(error) });
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) finish({ status: "dismissed" });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-busy={busy !== null}
          onInteractOutside={(event) => event.preventDefault()}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex w-[min(26rem,calc(100vw-2rem))] flex-col gap-4 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <div>
            <p className="font-semibold text-accent-700 text-xs uppercase tracking-wide">
              {t(plans.sandboxNote)}
            </p>
            <Dialog.Title className="mt-1 font-bold text-2xl text-brand-900">
              {t(plans.checkout)}
            </Dialog.Title>
          </div>
          <Dialog.Description asChild>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
              <dt className="text-muted">{t(plans.paying)}</dt>
              <dd>{order.name}</dd>
              <dt className="text-muted">{t(plans.paidFor)}</dt>
              <dd>{order.description}</dd>
              <dt className="text-muted">{t(registration.amount)}</dt>
              <dd className="font-bold">{formatRupees(paiseToRupees(order.amountPaise))}</dd>
              <dt className="text-muted">{t(plans.order)}</dt>
              <dd className="break-all text-sm">{order.orderId}</dd>
            </dl>
          </Dialog.Description>
          <div className="flex flex-wrap gap-3 pt-2">
            <button
              type="button"
              className="btn btn-primary flex-1"
              disabled={busy !== null}
              onClick={() => void settle("success")}
            >
              {busy === "pay" ? t(plans.payingNow) : t(plans.pay)}
            </button>
            <button
              type="button"
              className="btn btn-accent flex-1"
              disabled={busy !== null}
              onClick={() => void settle("failure")}
            >
              {busy === "fail" ? t(plans.failing) : t(plans.fail)}
            </button>
            <Dialog.Close className="btn btn-outline flex-1" disabled={busy !== null}>
              {t(plans.dismiss)}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
