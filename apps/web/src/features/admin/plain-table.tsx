import type { ReactNode } from "react";

/** A short list the page holds whole (no server paging), drawn like AdminTable. */
export function PlainTable<Row extends { id: number }>(props: {
  caption: string;
  headers: readonly string[];
  rows: readonly Row[];
  /** The row's <td> cells. */
  cells: (row: Row) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {props.headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-b border-stone-200">
              {props.cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
