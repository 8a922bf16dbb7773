import type { AdminHelperRow, HelperStatus } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { adminPages } from "./admin-paths.ts";
import { AdminTable, type TableState } from "./admin-table.tsx";
import { useAdminHelpers } from "./api.ts";

export const statusNames: Record<HelperStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Under review",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};

const columns: ColumnDef<AdminHelperRow, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link className="text-brand-800 underline" to={adminPages.helper.href(row.original.id)}>
        {row.original.name}
      </Link>
    ),
  },
  { id: "phone", header: "Phone", cell: ({ row }) => row.original.mobile_number },
  { id: "district", header: "District", cell: ({ row }) => row.original.district },
  { id: "status", header: "Status", cell: ({ row }) => statusNames[row.original.status] },
  {
    id: "created_at",
    header: "Registered",
    cell: ({ row }) => new Date(row.original.created_at).toLocaleString("en-IN"),
  },
];

const sortable = ["name", "district", "status", "created_at"] as const;

function HelpersTable({ initial, status }: { initial: TableState; status?: HelperStatus }) {
  const [state, setState] = useState(initial);
  const q = useDebouncedValue(state.q, 300);
  const helpers = useAdminHelpers({ ...state, q }, { status });
  return (
    <AdminTable
      caption="Helpers"
      columns={columns}
      rows={helpers.data?.items ?? []}
      total={helpers.data?.total ?? 0}
      state={state}
      onStateChange={setState}
      sortable={sortable}
      searchLabel="Search by name or phone"
      loading={helpers.isFetching}
      getRowId={(row) => row.id}
    />
  );
}

/** Helpers waiting for review (status pending), oldest first. */
export function ReviewQueuePage() {
  return (
    <section aria-labelledby="review-heading">
      <h1 id="review-heading" className="mb-4 font-bold text-2xl">
        Review queue
      </h1>
      <HelpersTable
        status="pending"
        initial={{ page: 1, pageSize: 20, sort: "created_at", order: "asc", q: "" }}
      />
    </section>
  );
}

/** Every helper, filtered by status. */
export function HelpersPage() {
  const [status, setStatus] = useState<HelperStatus | "">("");
  const statusId = useId();
  return (
    <section aria-labelledby="helpers-heading">
      <h1 id="helpers-heading" className="mb-4 font-bold text-2xl">
        Helpers
      </h1>
      <label htmlFor={statusId} className="mb-3 flex flex-col text-sm font-medium">
        Status
        <select
          id={statusId}
          className="mt-1 w-64 max-w-full rounded border border-stone-400 px-2 py-1"
          value={status}
          onChange={(event) => setStatus(event.target.value as HelperStatus | "")}
        >
          <option value="">Any</option>
          {Object.entries(statusNames).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <HelpersTable
        key={status}
        status={status || undefined}
        initial={{ page: 1, pageSize: 20, sort: "created_at", order: "desc", q: "" }}
      />
    </section>
  );
}
