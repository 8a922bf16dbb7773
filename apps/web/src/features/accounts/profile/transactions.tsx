import type { Transaction } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import { formatRupees } from "@sahayi/contract/money";
import { formatDate } from "../../../lib/format.ts";
import { SectionHeading } from "./section-heading.tsx";

/** Spec §2 Transaction tab: a Payment Details list, or No transaction data available. */
export function Transactions({ transactions }: { transactions: Transaction[] }) {
  return (
    <>
      <SectionHeading>Payment Details</SectionHeading>
      {transactions.length === 0 ? (
        <p className="mt-4 text-muted">{emptyStates.noTransactions}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-sand">
          {transactions.map((transaction) => (
            <li
              key={`${transaction.created_at}-${transaction.amount}`}
              className="flex flex-wrap items-baseline justify-between gap-2 py-3"
            >
              <div>
                <p className="font-semibold text-ink">
                  {transaction.subscription.maid_registration_plan.subtitle}
                </p>
                <p className="text-muted text-sm">
                  {formatDate(transaction.created_at)}
                  {transaction.payment_method ? ` · ${transaction.payment_method}` : ""}
                </p>
              </div>
              <p className="font-semibold text-brand-800">{formatRupees(transaction.amount)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
