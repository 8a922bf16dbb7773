import type { AdminHelperRow, HelperStatus } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link } from "react-router";
import { adminPages } from "../admin-paths.ts";
import { useAdminHelpers } from "../api.ts";
import { FilterSelect } from "../filter-select.tsx";
import { dateTime } from "../formats.ts";
import { ListPage, QueryTable, useTableState } from "../list-page.tsx";

export const statusNames: Record<HelperStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Under review",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
  paused: "Paused by her",
  deleted: "Deleted by her",
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
    cell: ({ row }) => dateTime(row.original.created_at),
  },
];

const sortable = ["name", "district", "status", "created_at"] as const;

/** Helpers newest or oldest first; a new status filter is a new table (key), back on page 1. */
function HelpersTable({ order, status }: { order: "asc" | "desc"; status?: HelperStatus }) {
  const { state, setState, query } = useTableState("created_at", order);
  const helpers = useAdminHelpers(query, { status });
  return (
    <QueryTable
      list={helpers}
      caption="Helpers"
      columns={columns}
      state={state}
      onStateChange={setState}
      sortable={sortable}
      searchLabel="Search by name or phone"
      getRowId={(row) => row.id}
    />
  );
}

/** Helpers waiting for review (status pending), oldest first. */
export function ReviewQueuePage() {
  return (
    <ListPage headingId="review-heading" title="Review queue">
      <HelpersTable status="pending" order="asc" />
    </ListPage>
  );
}

/** Every helper, filtered by status. */
export function HelpersPage() {
  const [status, setStatus] = useState<HelperStatus | "">("");
  return (
    <ListPage headingId="helpers-heading" title="Helpers">
      <FilterSelect options={statusNames} value={status} onChange={setStatus} />
      <HelpersTable key={status} status={status || undefined} order="desc" />
    </ListPage>
  );
}
