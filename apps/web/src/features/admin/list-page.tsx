import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useDebouncedValue } from "../../components/use-debounced-value.ts";
import { AdminTable } from "./admin-table.tsx";
import { firstPage, refiltered, type TableState } from "./table-state.ts";

/** A server-paged list page: its heading, then its filters and table. */
export function ListPage(props: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.headingId}>
      <h1 id={props.headingId} className="mb-4 font-bold text-2xl">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

/** A list's table state, and the query to send: the search waits for typing to pause. */
export function useTableState(sort: string, order: "asc" | "desc") {
  const [state, setState] = useState(() => firstPage(sort, order));
  const q = useDebouncedValue(state.q, 300);
  return { state, setState, query: { ...state, q } };
}

/** A filter of a list: changing it goes back to the first page and keeps the search. */
export function useListFilter<Value extends string>(
  state: TableState,
  setState: (next: TableState) => void,
) {
  const [value, setValue] = useState<Value | "">("");
  const change = (next: Value | "") => {
    setValue(next);
    setState(refiltered(state));
  };
  return [value, change] as const;
}

type AdminTableProps<Row> = ComponentProps<typeof AdminTable<Row>>;

/** AdminTable fed by a list query, with a line when it fails and one when nothing matches. */
export function QueryTable<Row>({
  list,
  errorText,
  emptyText,
  ...table
}: Omit<AdminTableProps<Row>, "rows" | "total" | "loading"> & {
  list: UseQueryResult<{ items: Row[]; total: number }>;
  /** Said, with the error's message, above the table when the list could not load. */
  errorText?: string;
  /** Said under the table when the list is empty. */
  emptyText?: string;
}) {
  return (
    <>
      {errorText && list.isError ? (
        <p role="alert" className="mb-3 text-red-700">
          {errorText} {list.error.message}
        </p>
      ) : null}
      <AdminTable
        {...table}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
      />
      {emptyText && list.data && list.data.total === 0 ? <p className="mt-3">{emptyText}</p> : null}
    </>
  );
}
