import type { SearchWideningsResponse } from "@sahayi/contract";
import * as search from "@sahayi/contract/i18n/en/search";
import { emptyStates } from "@sahayi/contract/messages";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";
import { useSearchWidenings } from "../api/get-search-widenings.ts";
import {
  FIELD_LABELS,
  type FilterKey,
  type FilterSet,
  type FilterValues,
  withoutFilter,
} from "../filters/filter-values.ts";
import { useFilterOptions } from "../filters/use-filter-options.ts";
import { helpersText } from "./helpers-text.ts";

interface EmptyResultsProps {
  filterSet: FilterSet;
  /** The visitor's filters, each shown as a removable chip. */
  filters: FilterValues;
  /** Everything the search sent, the page's own category included. */
  apiFilters: URLSearchParams;
  hrefFor: (values: FilterValues) => string;
  clearHref: string;
}

type Widening = SearchWideningsResponse["widenings"][number];

/**
 * Product §8 "No Maids Found", plus a way on: the filters in use as chips to remove one by one,
 * what dropping each would find (counted by the API), and Clear all.
 */
export function EmptyResults({
  filterSet,
  filters,
  apiFilters,
  hrefFor,
  clearHref,
}: EmptyResultsProps) {
  const inUse = filterSet.fields.filter((key) => filters[key]);
  const { options } = useFilterOptions(filters.location, filterSet.experienceOptions);
  const widenings = useSearchWidenings(apiFilters);
  const valueLabel = (key: FilterKey, value: string) =>
    options[key].find((option) => option.value === value)?.label ?? value;

  const found = (widenings.data?.widenings ?? []).filter((w) => w.total > 0);
  return (
    <div className="flex flex-col items-center gap-5 py-10 text-center" data-testid="empty-results">
      <p className="text-lg text-muted">{t(emptyStates.noMaids)}</p>
      {inUse.length > 0 ? (
        <>
          <ul aria-label={t(search.filtersInUse)} className="flex flex-wrap justify-center gap-2">
            {inUse.map((key) => {
              const text = `${t(FIELD_LABELS[key])}: ${valueLabel(key, filters[key]!)}`;
              return (
                <li key={key}>
                  <Link
                    to={hrefFor(withoutFilter(filters, key))}
                    aria-label={t(search.removeFilter, { filter: text })}
                    data-testid="filter-chip"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                  >
                    {text}
                    <CloseIcon width={16} height={16} aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
          {found.length > 0 ? (
            <ul aria-label={t(search.widerSearches)} className="flex flex-col gap-1">
              {found.map((widening) => (
                <li key={widening.drop.join()}>
                  <Link
                    to={hrefFor(widened(filters, widening))}
                    data-testid="widening"
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {wideningText(widening, widened(filters, widening), valueLabel)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to={clearHref} className="btn btn-outline">
            {t(search.clearAll)}
          </Link>
        </>
      ) : null}
    </div>
  );
}

function widened(filters: FilterValues, { drop }: Widening): FilterValues {
  return drop.reduce((values, key) => withoutFilter(values, key), filters);
}

/** "14 helpers in Ernakulam district if you drop the constituency". */
function wideningText(
  { drop, total }: Widening,
  remaining: FilterValues,
  valueLabel: (key: FilterKey, value: string) => string,
): string {
  const helpers = helpersText(total);
  const dropped = drop
    .map((key) => t(FIELD_LABELS[key]).toLowerCase())
    .reduce((first, second) => t(search.both, { first, second }));
  return remaining.location
    ? t(search.wideningIn, {
        helpers,
        district: valueLabel("location", remaining.location),
        dropped,
      })
    : t(search.wideningAnywhere, { helpers, dropped });
}
