import * as plans from "@sahayi/contract/i18n/en/plans";
import * as registration from "@sahayi/contract/i18n/en/registration";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { InvoiceButton } from "../../components/payments/invoice-button.tsx";
import { aroundSlot, SLOT } from "../../lib/form.ts";
import { formatDate } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";
import { useProfile } from "../../lib/queries/get-profile.ts";
import { findPaidPlan } from "./paid-plan.ts";
import { PaymentResult } from "./payment-result.tsx";
import { ReceiptSentNote } from "./receipt-sent-note.tsx";

/**
 * /renewal-success, after a plan is paid: "Payment successful" ("Plan renewed" when the person
 * had paid for a plan before), the plan, its enquiries and end date, and its invoice. The order
 * comes from the checkout through the navigation state; opened on its own (a reload, a
 * bookmark), the page shows the newest plan payment of the profile.
 */
export function RenewalSuccessPage() {
  const { state } = useLocation();
  const { orderId } = readPaymentResult(state);
  const profile = useProfile();
  const paid = profile.data ? findPaidPlan(profile.data, orderId) : undefined;
  // The profile in the cache may be from before the payment until its refetch answers.
  if (!paid && (profile.isPending || profile.isFetching)) return <Loading />;

  const subscription = paid?.subscription;
  return (
    <PaymentResult
      tone="success"
      title={t(paid?.renewal ? plans.planRenewed : plans.paymentSuccessful)}
      actions={
        <>
          <Link to={paths.search.href()} className="btn btn-primary">
            {t(plans.findMaids)}
          </Link>
          {paid ? <InvoiceButton transaction={paid.transaction} /> : null}
          <Link to={paths.home.href()} className="btn btn-outline">
            {t(registration.backToHome)}
          </Link>
        </>
      }
    >
      {paid ? (
        <p className="font-semibold text-brand-900 text-xl">
          {paid.transaction.subscription.maid_registration_plan.title ??
            paid.transaction.subscription.maid_registration_plan.subtitle}
        </p>
      ) : null}
      {subscription ? (
        <p className="max-w-md text-lg text-muted">
          <AroundDate
            text={t(plans.enquiriesUntil, {
              count: subscription.enquiry,
              enquiries: String(subscription.enquiry),
              date: SLOT,
            })}
            iso={subscription.end_date}
          />
        </p>
      ) : null}
      {paid ? (
        <p className="text-muted">
          <AroundDate
            text={t(plans.paidOn, { date: SLOT, invoice: paid.transaction.invoice_number })}
            iso={paid.transaction.paid_at}
          />
        </p>
      ) : null}
      <p className="max-w-md text-muted">{t(plans.planActive)}</p>
      <ReceiptSentNote />
    </PaymentResult>
  );
}

/** A message with a date inside, the date in its <time> where the language puts it. */
function AroundDate({ text, iso }: { text: string; iso: string }): ReactNode {
  const [before, after] = aroundSlot(text);
  return (
    <>
      {before}
      <time dateTime={iso}>{formatDate(iso)}</time>
      {after}
    </>
  );
}
