import type { SearchSort } from "@sahayi/contract";
import { SEARCH_SORTS } from "@sahayi/contract/catalog/search-params";
import * as search from "@sahayi/contract/i18n/en/search";
import { Link } from "react-router";
import { t } from "../../../lib/i18n.ts";

const SORT_LABELS: Record<SearchSort, string> = {
  newest: search.sortNewest,
  experience: search.sortExperience,
  confirmed: search.sortConfirmed,
};

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
  return (
    // A fieldset is a group its legend names; the float keeps the legend in the row of links.
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left font-medium text-muted text-sm">{t(search.sortBy)}</legend>
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
          {t(SORT_LABELS[value])}
        </Link>
      ))}
    </fieldset>
  );
}
