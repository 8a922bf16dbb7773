import type { AdminAuditEntry } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { dateTime } from "../formats.ts";
import { ListPage, QueryTable } from "../list-page.tsx";
import { firstPage } from "../table-state.ts";
import { recordText } from "./figures.ts";
import { useAuditLog } from "./oversight-api.ts";

const columns: ColumnDef<AdminAuditEntry, unknown>[] = [
  {
    id: "created_at",
    header: "When",
    cell: ({ row }) => dateTime(row.original.created_at),
  },
  { id: "admin", header: "Admin", cell: ({ row }) => row.original.admin_name },
  { id: "action", header: "Action", cell: ({ row }) => row.original.action },
  {
    id: "entity",
    header: "What",
    cell: ({ row }) => `${row.original.entity} ${row.original.entity_id}`,
  },
  { id: "before", header: "Before", cell: ({ row }) => recordText(row.original.before) },
  { id: "after", header: "After", cell: ({ row }) => recordText(row.original.after) },
  { id: "reason", header: "Reason", cell: ({ row }) => row.original.reason ?? "" },
];

const sortable = ["created_at", "action", "entity"] as const;

/** Every admin change, newest first; the search box narrows it to one kind of thing. */
export function AuditLogPage() {
  const [state, setState] = useState(() => firstPage("created_at", "desc"));
  const entity = useDebouncedValue(state.q.trim(), 300);
  const log = useAuditLog(state, entity || undefined);
  const headingId = useId();
  return (
    <ListPage headingId={headingId} title="Audit log">
      <QueryTable
        list={log}
        caption="Audit log"
        columns={columns}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Kind of thing (helper, user, contact_report …)"
        getRowId={(row) => String(row.id)}
      />
    </ListPage>
  );
}
