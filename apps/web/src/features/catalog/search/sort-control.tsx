import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@sahayi/contract";
import { useId } from "react";
import { Link } from "react-router";

interface SortControlProps {
  sort: SearchSort;
  /** The address of the first page in another order. */
  hrefFor: (sort: SearchSort) => string;
}

/**
 * The order of the results, kept in the address like the filters: one link per order, the
 * current one marked, so it works from the keyboard and a reader hears which is chosen.
 */
export function SortControl({ sort, hrefFor }: SortControlProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="font-medium text-muted text-sm">
        Sort by
      </span>
      {SEARCH_SORTS.map((value) => (
        <Link
          key={value}
          to={hrefFor(value)}
          aria-current={value === sort ? "true" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full px-4 font-medium text-sm ring-1 ${
            value === sort
              ? "bg-brand-700 text-white ring-brand-700"
              : "bg-white text-brand-800 ring-stone-400 hover:bg-brand-50"
          }`}
        >
          {SEARCH_SORT_LABELS[value]}
        </Link>
      ))}
    </div>
  );
}
