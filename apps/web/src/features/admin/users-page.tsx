import type { AdminUserRow } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link } from "react-router";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { adminPages } from "./admin-paths.ts";
import { AdminTable, type TableState } from "./admin-table.tsx";
import { useAdminUsers } from "./users-api.ts";

export const dateTime = (iso: string) => new Date(iso).toLocaleString("en-IN");

const columns: ColumnDef<AdminUserRow, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link className="text-brand-800 underline" to={adminPages.user.href(row.original.id)}>
        {row.original.name}
      </Link>
    ),
  },
  { id: "mobile_number", header: "Phone", cell: ({ row }) => row.original.mobile_number },
  { id: "role", header: "Role", cell: ({ row }) => row.original.role },
  { id: "created_at", header: "Created", cell: ({ row }) => dateTime(row.original.created_at) },
  {
    id: "plan",
    header: "Plan / enquiries left",
    cell: ({ row }) =>
      row.original.active_plan ? `Active · ${row.original.remaining_enquiries} left` : "None",
  },
  {
    id: "disabled",
    header: "Disabled",
    cell: ({ row }) => (row.original.disabled_at ? dateTime(row.original.disabled_at) : "No"),
  },
];

const sortable = ["name", "mobile_number", "role", "created_at"] as const;

/** Every account: search by name or phone, sort, pages. */
export function UsersPage() {
  const [state, setState] = useState<TableState>({
    page: 1,
    pageSize: 20,
    sort: "created_at",
    order: "desc",
    q: "",
  });
  const q = useDebouncedValue(state.q, 300);
  const users = useAdminUsers({ ...state, q });
  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="mb-4 font-bold text-2xl">
        Users
      </h1>
      {users.isError ? (
        <p role="alert" className="mb-3 text-red-700">
          Could not load users. {users.error.message}
        </p>
      ) : null}
      <AdminTable
        caption="Users"
        columns={columns}
        rows={users.data?.items ?? []}
        total={users.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Search by name or phone"
        loading={users.isFetching}
        getRowId={(row) => String(row.id)}
      />
      {users.data && users.data.total === 0 ? <p className="mt-3">No users found.</p> : null}
    </section>
  );
}
