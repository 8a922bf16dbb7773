import * as plans from "@sahayi/contract/i18n/en/plans";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { Link, useLocation, useNavigate } from "react-router";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { readPaymentResult } from "../../lib/payments.ts";
import { PaymentResult } from "./payment-result.tsx";

/**
 * Product §2 /payment-failed: Payment Failed, with Retry (one page back, where the payment was
 * started) and Back to Home. Why it failed comes with the navigation when the page knows; on a
 * Malayalam page it is found by its English text (ours, or the API's in either language).
 */
export function PaymentFailedPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const { message } = readPaymentResult(state);

  return (
    <PaymentResult
      tone="failure"
      title={t(plans.paymentFailed)}
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => navigate(-1)}>
            {t(plans.retry)}
          </button>
          <Link to={paths.home.href()} className="btn btn-outline">
            {t(registration.backToHome)}
          </Link>
        </>
      }
    >
      <p className="max-w-md text-lg text-muted">{t(message ?? plans.paymentNotThrough)}</p>
    </PaymentResult>
  );
}
