import { Link, useLocation, useNavigate } from "react-router";
import { CloseIcon } from "../../components/icons.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";

/**
 * Spec §2 /payment-failed: Payment Failed, with Retry (one page back, where the payment was
 * started) and Back to Home. Why it failed comes with the navigation when the page knows.
 */
export function PaymentFailedPage() {
  useDocumentTitle("Payment Failed");
  const { state } = useLocation();
  const navigate = useNavigate();
  const { message } = readPaymentResult(state);

  return (
    <div className="container-page flex flex-col items-center gap-5 py-16 text-center md:py-24">
      <div
        aria-hidden="true"
        className="flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-700"
      >
        <CloseIcon width={44} height={44} strokeWidth={2.5} />
      </div>
      <h1 className="font-bold text-3xl text-accent-800 md:text-4xl">Payment Failed</h1>
      <p className="max-w-md text-lg text-muted">
        {message ?? "Your payment did not go through. No plan was added."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => navigate(-1)}>
          Retry
        </button>
        <Link to={paths.home.href()} className="btn btn-outline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
