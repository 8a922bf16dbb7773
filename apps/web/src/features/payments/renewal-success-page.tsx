import { Link, useLocation } from "react-router";
import { formatDate } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";
import { useProfile } from "../../lib/queries/get-profile.ts";
import { PaymentResult } from "./payment-result.tsx";
import { ReceiptSentNote } from "./receipt-sent-note.tsx";

/**
 * Spec §2 /renewal-success: Renewal Successful! with the purchase date, and ways on to the
 * search and home. The date is the server's (the verification's answer); opened on its own (a
 * reload, a bookmark), the page shows the newest payment of the profile instead.
 */
export function RenewalSuccessPage() {
  const { state } = useLocation();
  const profile = useProfile();
  const paidAt =
    readPaymentResult(state).paidAt ??
    profile.data?.transactions
      .map((transaction) => transaction.paid_at)
      .sort()
      .at(-1);

  return (
    <PaymentResult
      tone="success"
      title="Renewal Successful!"
      actions={
        <>
          <Link to={paths.search.href()} className="btn btn-primary">
            Find Maids
          </Link>
          <Link to={paths.home.href()} className="btn btn-outline">
            Back to Home
          </Link>
        </>
      }
    >
      <p className="min-h-7 text-lg text-muted">
        {paidAt ? (
          <>
            Purchased on <time dateTime={paidAt}>{formatDate(paidAt)}</time>
          </>
        ) : null}
      </p>
      <p className="max-w-md text-muted">
        Your plan is active. You can now contact helpers from their profiles.
      </p>
      <ReceiptSentNote />
    </PaymentResult>
  );
}
