import * as plans from "@sahayi/contract/i18n/en/plans";
import * as registration from "@sahayi/contract/i18n/en/registration";
import * as search from "@sahayi/contract/i18n/en/search";
import { emptyStates, toastMessages } from "@sahayi/contract/messages";
import { describePrice, type PriceText } from "@sahayi/contract/money";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { useCheckout } from "../../components/checkout/use-checkout.tsx";
import { Loading } from "../../components/loading.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { PlanCard } from "../../components/plans/plan-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import type { PaymentResultState } from "../../lib/payments.ts";
import { profileQueryOptions } from "../../lib/queries/get-profile.ts";
import { useIsAuthenticated } from "../../lib/session.ts";
import { usePlanDetails } from "./api/get-plan-details.ts";
import { purchasePlan } from "./api/purchase-plan.ts";

/**
 * Product §2 /plan-details/{id}: the plan, its Payment Summary and Buy now. Buy now makes an order
 * on the server (Processing..., disabled), opens the provider's checkout, and ends on
 * /renewal-success (which names the plan bought) once the server has verified the payment, or
 * on /payment-failed.
 */
export function PlanDetailsPage() {
  const { id = "" } = useParams();
  const planId = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  const plan = usePlanDetails(planId);
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pay, checkout } = useCheckout();
  const [processing, setProcessing] = useState(false);

  const notFound =
    Number.isNaN(planId) || (plan.error instanceof ApiError && plan.error.meansNotFound);

  const failed = (message: string) =>
    navigate(paths.paymentFailed.href(), { state: { message } satisfies PaymentResultState });

  const buy = async () => {
    if (!plan.data) return;
    if (!authenticated) {
      // Login brings the person back here (return-address.ts), to press Buy now again.
      navigate(paths.login.href(), { state: { from: location } });
      return;
    }
    // Processing... stays until the next page is on screen: every ending leaves this page.
    setProcessing(true);
    let outcome: Awaited<ReturnType<typeof pay>>;
    try {
      outcome = await pay(await purchasePlan(plan.data.id));
    } catch (error) {
      // A login the server no longer accepts: the session's own handler goes to the login page.
      if (error instanceof ApiError && error.status === 401) return;
      const reason = error instanceof ApiError ? error.message : toastMessages.pleaseTryAgain;
      toast.error(`${t(toastMessages.paymentInitiateFailed)} ${t(reason)}`);
      failed(reason);
      return;
    }
    if (outcome.status === "left") return;
    if (outcome.status === "paid") {
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      toast.success(t(toastMessages.paymentSuccess));
      navigate(paths.renewalSuccess.href(), {
        state: { orderId: outcome.receipt.order_id } satisfies PaymentResultState,
      });
    } else if (outcome.status === "dismissed") {
      failed(toastMessages.paymentCancelled);
    } else {
      toast.error(t(toastMessages.planPurchaseFailed));
      failed(outcome.message);
    }
  };

  return (
    <>
      <PageHeader title={t(plans.planDetails)} />
      <div className="container-page min-h-[36rem] py-10 md:py-14">
        {notFound ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-lg text-muted">{t(emptyStates.noPlanDetails)}</p>
            <Link to={paths.subscriptions.href()} className="btn btn-outline">
              {t(plans.changePlan)}
            </Link>
          </div>
        ) : plan.isPending ? (
          <Loading />
        ) : plan.isError ? (
          <QueryError error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-10">
            <PlanCard plan={plan.data} />
            <section
              aria-labelledby="payment-summary-heading"
              className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand"
            >
              <h2 id="payment-summary-heading" className="font-bold text-2xl text-brand-900">
                {t(registration.paymentSummary)}
              </h2>
              <dl className="flex flex-col divide-y divide-sand text-ink">
                <SummaryRows price={describePrice(plan.data.amount)} />
              </dl>
              <div className="flex flex-col gap-3 sm:flex-row">
                <button
                  type="button"
                  className="btn btn-primary flex-1"
                  disabled={processing}
                  onClick={() => void buy()}
                >
                  {processing ? t(plans.processing) : t(search.buyNow)}
                </button>
                <Link to={paths.subscriptions.href()} className="btn btn-outline flex-1">
                  {t(plans.changePlan)}
                </Link>
              </div>
            </section>
          </div>
        )}
      </div>
      {checkout}
    </>
  );
}

function SummaryRows({ price }: { price: PriceText }) {
  return (
    <>
      <SummaryRow label={t(plans.subscriptionPrice)} value={price.taxable} />
      <SummaryRow label={price.cgstLabel} value={price.cgst} />
      <SummaryRow label={price.sgstLabel} value={price.sgst} />
      <SummaryRow label={t(registration.totalAmount)} value={price.total} strong />
    </>
  );
}

function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-3 ${strong ? "font-bold text-lg" : ""}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
