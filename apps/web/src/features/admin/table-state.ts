import { ADMIN_PAGE_SIZE } from "@sahayi/contract/admin/console";

/**
 * The state of a server-paged admin list and what each control does to it. The server sorts,
 * searches and pages, so the state is all the table sends; kept apart from the components so
 * the rules read (and are tested) on their own.
 */

/** What every admin table sends to the server: it sorts, searches and pages there. */
export interface TableState {
  page: number;
  pageSize: number;
  sort: string;
  order: "asc" | "desc";
  q: string;
}

/** The first page of a list, sorted as given, with no search. */
export const firstPage = (sort: string, order: "asc" | "desc"): TableState => ({
  page: 1,
  pageSize: ADMIN_PAGE_SIZE,
  sort,
  order,
  q: "",
});

/**
 * A column header pressed: the same column ascending turns descending, anything else sorts
 * ascending by that column; either way back to the first page.
 */
export function sortedBy(state: TableState, column: string): TableState {
  const order = state.sort === column && state.order === "asc" ? "desc" : "asc";
  return { ...state, sort: column, order, page: 1 };
}

/** The search box changed: the new words, from the first page. */
export const searched = (state: TableState, q: string): TableState => ({ ...state, q, page: 1 });

/** A filter beside the table changed: the first page, sort and search kept. */
export const refiltered = (state: TableState): TableState => ({ ...state, page: 1 });

/** How many pages `total` rows fill; an empty list still shows page 1 of 1. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** A column header's aria-sort: only the sorted column has one. */
export function ariaSort(state: TableState, column: string) {
  if (state.sort !== column) return undefined;
  return state.order === "asc" ? "ascending" : "descending";
}

/** The table's state as the API's query string (server-side sort, search and pages). */
export function tableQuery(state: TableState, extra: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams({
    page: String(state.page),
    page_size: String(state.pageSize),
    sort: state.sort,
    order: state.order,
  });
  if (state.q.trim()) query.set("q", state.q.trim());
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return query.toString();
}
