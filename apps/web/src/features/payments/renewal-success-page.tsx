import { Link, useLocation } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { InvoiceButton } from "../../components/payments/invoice-button.tsx";
import { formatDate } from "../../lib/format.ts";
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
      title={paid?.renewal ? "Plan renewed" : "Payment successful"}
      actions={
        <>
          <Link to={paths.search.href()} className="btn btn-primary">
            Find Maids
          </Link>
          {paid ? <InvoiceButton transaction={paid.transaction} /> : null}
          <Link to={paths.home.href()} className="btn btn-outline">
            Back to Home
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
          {subscription.enquiry} {subscription.enquiry === 1 ? "enquiry" : "enquiries"}, valid until{" "}
          <time dateTime={subscription.end_date}>{formatDate(subscription.end_date)}</time>
        </p>
      ) : null}
      {paid ? (
        <p className="text-muted">
          Paid on{" "}
          <time dateTime={paid.transaction.paid_at}>{formatDate(paid.transaction.paid_at)}</time>
          {` · Invoice ${paid.transaction.invoice_number}`}
        </p>
      ) : null}
      <p className="max-w-md text-muted">
        Your plan is active. You can now contact helpers from their profiles.
      </p>
      <ReceiptSentNote />
    </PaymentResult>
  );
}
