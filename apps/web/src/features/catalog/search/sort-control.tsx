import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from "@sahayi/contract";
import { useId } from "react";
import { useNavigate } from "react-router";

interface SortControlProps {
  sort: SearchSort;
  /** The address of the first page in another order. */
  hrefFor: (sort: SearchSort) => string;
}

/** The order of the results, kept in the address like the filters (a native select). */
export function SortControl({ sort, hrefFor }: SortControlProps) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-muted text-sm">
        Sort by
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => navigate(hrefFor(event.target.value as SearchSort))}
        className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 font-medium text-ink focus-visible:outline-3 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      >
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value}>
            {SEARCH_SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
