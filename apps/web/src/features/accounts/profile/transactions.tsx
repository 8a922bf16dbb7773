import type { Transaction } from "@sahayi/contract";
import { CGST_RATE, SGST_RATE } from "@sahayi/contract/constants";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { amount } from "@sahayi/contract/i18n/en/registration";
import { emptyStates } from "@sahayi/contract/messages";
import { formatRate, formatRupees } from "@sahayi/contract/money";
import { InvoiceButton } from "../../../components/payments/invoice-button.tsx";
import { PlanName } from "../../../components/plans/plan-name.tsx";
import { formatDate } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * Product §2 Transaction tab: a Payment Details list, or No transaction data available. Each
 * payment shows its GST figures and offers its GST invoice (a PDF the API makes).
 */
export function Transactions({ transactions }: { transactions: Transaction[] }) {
  return (
    <>
      <SectionHeading>{t(profile.paymentDetails)}</SectionHeading>
      {transactions.length === 0 ? (
        <p className="mt-4 text-muted">{t(emptyStates.noTransactions)}</p>
      ) : (
        <ul aria-label={t(profile.payments)} className="mt-4 flex flex-col gap-4">
          {transactions.map((transaction) => (
            <li key={transaction.id}>
              <Payment transaction={transaction} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Payment({ transaction }: { transaction: Transaction }) {
  return (
    <article
      aria-label={t(profile.invoiceNumber, { number: transaction.invoice_number })}
      className="rounded-xl border border-sand p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <PlanName plan={transaction.subscription.maid_registration_plan} />
          <p className="text-muted text-sm">
            <time dateTime={transaction.paid_at}>{formatDate(transaction.paid_at)}</time>
            {transaction.payment_method ? ` · ${transaction.payment_method}` : ""}
            {` · ${t(profile.invoiceNumber, { number: transaction.invoice_number })}`}
          </p>
        </div>
        <p className="font-semibold text-brand-800">{formatRupees(transaction.total_amount)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xs">
        <dt className="text-muted">{t(amount)}</dt>
        <dd className="text-right">{formatRupees(transaction.amount)}</dd>
        <dt className="text-muted">CGST {formatRate(CGST_RATE)}</dt>
        <dd className="text-right">{formatRupees(transaction.cgst)}</dd>
        <dt className="text-muted">SGST {formatRate(SGST_RATE)}</dt>
        <dd className="text-right">{formatRupees(transaction.sgst)}</dd>
        <dt className="font-semibold">{t(profile.total)}</dt>
        <dd className="text-right font-semibold">{formatRupees(transaction.total_amount)}</dd>
      </dl>
      <InvoiceButton transaction={transaction} className="mt-4 min-h-10 px-4 text-sm" />
    </article>
  );
}
