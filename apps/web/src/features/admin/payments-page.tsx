import type { AdminPaymentRow, PaymentStatus } from "@sahayi/contract";
import { formatRupees, paiseToRupees } from "@sahayi/contract/money";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { adminPages } from "./admin-paths.ts";
import { AdminTable, type TableState } from "./admin-table.tsx";
import { useAdminPayments, useReconcile } from "./users-api.ts";
import { dateTime } from "./users-page.tsx";

const statusNames: Record<PaymentStatus, string> = {
  created: "Pending",
  paid: "Paid",
  failed: "Failed",
};

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
  { id: "status", header: "Status", cell: ({ row }) => statusNames[row.original.status] },
  {
    id: "total_paise",
    header: "Amount",
    cell: ({ row }) => formatRupees(paiseToRupees(row.original.total_paise)),
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
    cell: ({ row }) =>
      `${row.original.plan} (${row.original.kind === "subscription" ? "plan" : "registration"})`,
  },
  {
    id: "provider",
    header: "Provider ids",
    cell: ({ row }) => (
      <span className="break-all">
        {row.original.provider} · {row.original.provider_order_id}
        {row.original.provider_payment_id ? ` · ${row.original.provider_payment_id}` : ""}
      </span>
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
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [state, setState] = useState<TableState>({
    page: 1,
    pageSize: 20,
    sort: "created_at",
    order: "desc",
    q: "",
  });
  const q = useDebouncedValue(state.q, 300);
  const payments = useAdminPayments({ ...state, q }, status || undefined);
  const statusId = useId();
  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="mb-4 font-bold text-2xl">
        Payments
      </h1>
      <label htmlFor={statusId} className="mb-3 flex flex-col font-medium text-sm">
        Status
        <select
          id={statusId}
          className="mt-1 w-64 max-w-full rounded border border-stone-400 px-2 py-1"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentStatus | "");
            setState({ ...state, page: 1 });
          }}
        >
          <option value="">Any</option>
          {Object.entries(statusNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {payments.isError ? (
        <p role="alert" className="mb-3 text-red-700">
          Could not load payments. {payments.error.message}
        </p>
      ) : null}
      <AdminTable
        caption="Payments"
        columns={columns}
        rows={payments.data?.items ?? []}
        total={payments.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Search by payer, phone or order id"
        loading={payments.isFetching}
        getRowId={(row) => String(row.id)}
      />
      {payments.data && payments.data.total === 0 ? <p className="mt-3">No payments.</p> : null}
    </section>
  );
}
