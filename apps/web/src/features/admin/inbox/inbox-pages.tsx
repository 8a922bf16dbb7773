import type { AdminMessage } from "@sahayi/contract";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminPages } from "../admin-paths.ts";
import { FilterSelect } from "../filter-select.tsx";
import { dateTime } from "../formats.ts";
import { ListPage, QueryTable, useListFilter, useTableState } from "../list-page.tsx";
import { useAdminMessage, useAdminMessages, useMarkMessage } from "./inbox-api.ts";

const PREVIEW_LENGTH = 80;

const columns: ColumnDef<AdminMessage, unknown>[] = [
  {
    id: "read",
    header: "Read",
    cell: ({ row }) => (row.original.read_at ? "Read" : <strong>Unread</strong>),
  },
  {
    id: "name",
    header: "From",
    cell: ({ row }) => (
      <Link className="text-brand-800 underline" to={adminPages.message.href(row.original.id)}>
        {row.original.name}
      </Link>
    ),
  },
  { id: "phone", header: "Phone", cell: ({ row }) => row.original.mobile_number },
  {
    id: "message",
    header: "Message",
    cell: ({ row }) => {
      const text = row.original.message;
      return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
    },
  },
  { id: "created_at", header: "Sent", cell: ({ row }) => dateTime(row.original.created_at) },
];

const sortable = ["name", "created_at"] as const;

const readNames = { unread: "Unread", read: "Read" } as const;

/** Contact-form messages, unread first to hand, with a read / unread filter. */
export function InboxPage() {
  const { state, setState, query } = useTableState("created_at", "desc");
  const [read, setRead] = useListFilter<keyof typeof readNames>(state, setState);
  const messages = useAdminMessages(query, read || undefined);
  return (
    <ListPage headingId="inbox-heading" title="Messages">
      <FilterSelect
        label="Show"
        anyLabel="All"
        options={readNames}
        value={read}
        onChange={setRead}
      />
      <QueryTable
        list={messages}
        errorText="Could not load messages."
        emptyText="No messages."
        caption="Contact-form messages"
        columns={columns}
        state={state}
        onStateChange={setState}
        sortable={sortable}
        searchLabel="Search name, phone, e-mail or text"
        getRowId={(row) => String(row.id)}
      />
    </ListPage>
  );
}

/** One message in full. Opening an unread message marks it read, once. */
export function AdminMessagePage() {
  const id = Number(useParams().id);
  const message = useAdminMessage(id);
  const mark = useMarkMessage(id);
  const markedOnOpen = useRef(false);
  const unread = message.data?.read_at === null;
  useEffect(() => {
    if (!unread || markedOnOpen.current) return;
    markedOnOpen.current = true;
    mark.mutate(true);
  }, [unread, mark]);

  if (message.isPending) return <p>Loading…</p>;
  if (message.isError) return <p role="alert">{errorMessage(message.error)}</p>;
  const m = message.data;
  return (
    <article aria-labelledby="message-heading" className="flex flex-col gap-4">
      <h1 id="message-heading" className="font-bold text-2xl">
        Message from {m.name}
      </h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Phone</dt>
        <dd>{m.mobile_number}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">{m.email}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>{dateTime(m.created_at)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{m.read_at ? `Read ${dateTime(m.read_at)}` : "Unread"}</dd>
      </dl>
      <p className="whitespace-pre-wrap break-words rounded border border-stone-300 p-4">
        {m.message}
      </p>
      <button
        type="button"
        disabled={mark.isPending}
        className="self-start rounded border border-stone-400 px-4 py-2"
        onClick={() =>
          mark.mutate(m.read_at === null, { onError: (error) => toast.error(errorMessage(error)) })
        }
      >
        {m.read_at ? "Mark unread" : "Mark read"}
      </button>
      <Link className="text-brand-800 underline" to={adminPages.inbox.href()}>
        Back to messages
      </Link>
    </article>
  );
}
