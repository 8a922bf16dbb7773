import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { useId } from "react";
import { ariaSort, pageCount, searched, sortedBy, type TableState } from "./table-state.ts";

interface AdminTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  total: number;
  state: TableState;
  onStateChange: (next: TableState) => void;
  /** Which columns the server can sort by (column ids). */
  sortable: readonly string[];
  searchLabel: string;
  loading?: boolean;
  getRowId: (row: Row) => string;
}

/**
 * The one table of the admin console (TanStack Table, headless): sorting, search and pages
 * are the server's, so the table only shows a page and reports what the person asked for.
 * Sort buttons sit in the column headers with aria-sort; everything works by keyboard.
 */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const { state, onStateChange, total } = props;
  const searchId = useId();
  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.pageSize } },
  });
  const pages = pageCount(total, state.pageSize);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={searchId} className="flex flex-col text-sm font-medium">
          {props.searchLabel}
          <input
            id={searchId}
            type="search"
            className="mt-1 w-64 max-w-full rounded border border-stone-400 px-2 py-1"
            value={state.q}
            onChange={(event) => onStateChange(searched(state, event.target.value))}
          />
        </label>
        <p className="text-sm" aria-live="polite">
          {props.loading ? "Loading…" : `${total} found`}
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-stone-300">
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = props.sortable.includes(header.column.id);
                  const active = state.sort === header.column.id;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-2 py-2"
                      aria-sort={ariaSort(state, header.column.id)}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="font-semibold underline-offset-2 hover:underline"
                          onClick={() => onStateChange(sortedBy(state, header.column.id))}
                        >
                          {label}
                          <span aria-hidden="true">
                            {active ? (state.order === "asc" ? " ▲" : " ▼") : ""}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-200">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-2 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={`${props.caption} pages`}
        page={state.page}
        pages={pages}
        onPage={(page) => onStateChange({ ...state, page })}
      />
    </div>
  );
}

/** Previous, "Page n of m", Next: the pages of a list the server sends a page at a time. */
export function Pager(props: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={props.label} className="flex items-center gap-3">
      <button
        type="button"
        className="rounded border border-stone-400 px-3 py-1 disabled:opacity-50"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </button>
      <span className="text-sm">
        Page {props.page} of {props.pages}
      </span>
      <button
        type="button"
        className="rounded border border-stone-400 px-3 py-1 disabled:opacity-50"
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
