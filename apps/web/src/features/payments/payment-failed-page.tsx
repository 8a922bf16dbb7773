import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";
import { PaymentResult } from "./payment-result.tsx";

/**
 * Product §2 /payment-failed: Payment Failed, with Retry (one page back, where the payment was
 * started) and Back to Home. Why it failed comes with the navigation when the page knows.
 */
export function PaymentFailedPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const { message } = readPaymentResult(state);

  return (
    <PaymentResult
      tone="failure"
      title="Payment Failed"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => navigate(-1)}>
            Retry
          </button>
          <Link to={paths.home.href()} className="btn btn-outline">
            Back to Home
          </Link>
        </>
      }
    >
      <p className="max-w-md text-lg text-muted">
        {message ?? "Your payment did not go through. No plan was added."}
      </p>
    </PaymentResult>
  );
}
