import { Link, useLocation } from "react-router";
import { CheckIcon } from "../../components/icons.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { formatDate } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";
import { useProfile } from "../../lib/queries/get-profile.ts";

/**
 * Spec §2 /renewal-success: Renewal Successful! with the purchase date, and ways on to the
 * search and home. The date comes with the navigation; opened on its own (a reload, a
 * bookmark), the page shows the newest payment of the profile instead.
 */
export function RenewalSuccessPage() {
  useDocumentTitle("Renewal Successful!");
  const { state } = useLocation();
  const profile = useProfile();
  const paidAt =
    readPaymentResult(state).paidAt ??
    profile.data?.transactions
      .map((transaction) => transaction.paid_at)
      .sort()
      .at(-1);

  return (
    <div className="container-page flex flex-col items-center gap-5 py-16 text-center md:py-24">
      <div
        aria-hidden="true"
        className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <CheckIcon width={44} height={44} strokeWidth={2.5} />
      </div>
      <h1 className="font-bold text-3xl text-brand-900 md:text-4xl">Renewal Successful!</h1>
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
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.search.href()} className="btn btn-primary">
          Find Maids
        </Link>
        <Link to={paths.home.href()} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
