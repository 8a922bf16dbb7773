import type { AdminUserRow } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { adminPages } from "../admin-paths.ts";
import { dateTime } from "../formats.ts";
import { ListPage, QueryTable, useTableState } from "../list-page.tsx";
import { useAdminUsers } from "./users-api.ts";

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
  const { state, setState, query } = useTableState("created_at", "desc");
  const users = useAdminUsers(query);
  return (
    <ListPage headingId="users-heading" title="Users">
      <QueryTable
        list={users}
        errorText="Could not load users."
        emptyText="No users found."
        caption="Users"
        columns={columns}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Search by name or phone"
        getRowId={(row) => String(row.id)}
      />
    </ListPage>
  );
}
