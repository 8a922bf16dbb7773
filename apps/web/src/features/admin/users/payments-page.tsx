import type { AdminPaymentRow, PaymentStatus } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminPages } from "../admin-paths.ts";
import { FilterSelect } from "../filter-select.tsx";
import { dateTime, rupees } from "../formats.ts";
import { ListPage, QueryTable, useListFilter, useTableState } from "../list-page.tsx";
import { paymentFor, paymentStatusNames } from "./payment-text.ts";
import { useAdminPayments, useReconcile } from "./users-api.ts";

/** Asks the provider about an unpaid order and says what it found. */
function ReconcileButton({ payment }: { payment: AdminPaymentRow }) {
  const reconcile = useReconcile();
  return (
    <button
      type="button"
      disabled={reconcile.isPending}
      className="rounded border border-stone-400 px-2 py-1 text-sm"
      aria-label={`Reconcile order ${payment.provider_order_id}`}
      onClick={() =>
        reconcile.mutate(payment.id, {
          onSuccess: (answer) =>
            answer.outcome === "granted"
              ? toast.success(answer.message)
              : toast.info(answer.message),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {reconcile.isPending ? "Asking…" : "Reconcile"}
    </button>
  );
}

const columns: ColumnDef<AdminPaymentRow, unknown>[] = [
  { id: "created_at", header: "Created", cell: ({ row }) => dateTime(row.original.created_at) },
  { id: "status", header: "Status", cell: ({ row }) => paymentStatusNames[row.original.status] },
  {
    id: "total_paise",
    header: "Amount",
    cell: ({ row }) => rupees(row.original.total_paise),
  },
  {
    id: "who",
    header: "Who",
    cell: ({ row }) => {
      const p = row.original;
      const label = `${p.payer_name} · ${p.payer_phone}`;
      return p.user_id ? (
        <Link className="text-brand-800 underline" to={adminPages.user.href(p.user_id)}>
          {label}
        </Link>
      ) : (
        label
      );
    },
  },
  {
    id: "plan",
    header: "For",
    cell: ({ row }) => paymentFor(row.original),
  },
  {
    id: "provider",
    header: "Provider ids",
    cell: ({ row }) => (
      <>
        <span className="break-all">
          {row.original.provider} · {row.original.provider_order_id}
          {row.original.provider_payment_id ? ` · ${row.original.provider_payment_id}` : ""}
        </span>
        {row.original.anomaly ? (
          <span className="mt-1 block text-red-700">{row.original.anomaly}</span>
        ) : null}
      </>
    ),
  },
  {
    id: "paid_at",
    header: "Paid",
    cell: ({ row }) => (row.original.paid_at ? dateTime(row.original.paid_at) : "—"),
  },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) =>
      row.original.status === "paid" ? null : <ReconcileButton payment={row.original} />,
  },
];

const sortable = ["created_at", "paid_at", "total_paise", "status"] as const;

/** Plan purchases and helper registration fees, by status, with Reconcile on unpaid orders. */
export function PaymentsPage() {
  const { state, setState, query } = useTableState("created_at", "desc");
  const [status, setStatus] = useListFilter<PaymentStatus>(state, setState);
  const payments = useAdminPayments(query, status || undefined);
  return (
    <ListPage headingId="payments-heading" title="Payments">
      <FilterSelect options={paymentStatusNames} value={status} onChange={setStatus} />
      <QueryTable
        list={payments}
        errorText="Could not load payments."
        emptyText="No payments."
        caption="Payments"
        columns={columns}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Search by payer, phone or order id"
        getRowId={(row) => String(row.id)}
      />
    </ListPage>
  );
}
