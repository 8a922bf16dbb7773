import type { SearchSort } from "@sahayi/contract";
import { SEARCH_SORTS, SEARCH_TOTAL_MAX } from "@sahayi/contract/catalog/search-params";
import { SEARCH_PAGE_SIZE_DEFAULT } from "@sahayi/contract/constants";
import * as searchPage from "@sahayi/contract/i18n/en/search";
import { useRef } from "react";
import { Link } from "react-router";
import { MaidGrid } from "../../../components/maid-grid.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { MaidGridSkeleton } from "../../../components/skeletons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n.ts";
import { useSearchMaids } from "../api/search-maids.ts";
import { type FilterSet, type FilterValues, filterParams } from "../filters/filter-values.ts";
import { EmptyResults } from "./empty-results.tsx";
import { helpersText } from "./helpers-text.ts";
import { SortControl } from "./sort-control.tsx";

interface MaidResultsProps {
  filterSet: FilterSet;
  /** The visitor's filters, as the address carries them. */
  filters: FilterValues;
  /** The category page's own category, which is no visitor's filter. */
  categoryId?: number;
  page: number;
  sort: SearchSort;
  /** The address of these results with other filters, page or order. */
  hrefFor: (values: FilterValues, page?: number, sort?: SearchSort) => string;
  /** Where "Clear filters" and "Clear all" go. */
  clearHref: string;
}

/**
 * One page of matching helpers in the chosen order, how many matched in all, and links to
 * the other pages; when nothing matches, the filters in use and what widening finds.
 */
export function MaidResults({
  filterSet,
  filters,
  categoryId,
  page,
  sort,
  hrefFor,
  clearHref,
}: MaidResultsProps) {
  const apiFilters = filterParams({
    ...filters,
    ...(categoryId ? { category_id: String(categoryId) } : {}),
  });
  const searchParams = new URLSearchParams(apiFilters);
  if (sort !== SEARCH_SORTS[0]) searchParams.set("sort", sort);
  const search = useSearchMaids(searchParams, page);
  const top = useRef<HTMLDivElement>(null);

  if (search.isPending) {
    // The count line's room, then card outlines: the page keeps its shape as results arrive.
    return (
      <div>
        <p className="mb-4 font-medium text-muted">&nbsp;</p>
        <MaidGridSkeleton count={SEARCH_PAGE_SIZE_DEFAULT} />
      </div>
    );
  }
  if (search.isError) {
    const { error } = search;
    // Bad filters in a typed or stale address: asking again will not help, clearing will.
    if (error instanceof ApiError && error.status === 400) {
      return (
        <div role="alert" className="py-10 text-center">
          <p className="font-medium text-accent-800">{error.message}</p>
          <ul className="mt-2 text-muted">
            {Object.entries(error.fields).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
          <Link to={clearHref} className="btn btn-outline mt-4">
            {t(searchPage.clearFilters)}
          </Link>
        </div>
      );
    }
    return <QueryError error={error} onRetry={() => void search.refetch()} />;
  }

  const { maids, total, page_size } = search.data;
  const pageCount = Math.ceil(total / page_size);
  return (
    <div ref={top} className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-muted" data-testid="result-count">
          {t(searchPage.helpersFound, { helpers: helpersText(total) })}
        </p>
        {total > 1 ? (
          <SortControl sort={sort} hrefFor={(order) => hrefFor(filters, 1, order)} />
        ) : null}
      </div>
      {total === 0 ? (
        <EmptyResults
          filterSet={filterSet}
          filters={filters}
          apiFilters={apiFilters}
          hrefFor={(values) => hrefFor(values, 1, sort)}
          clearHref={clearHref}
        />
      ) : page > pageCount ? (
        // An old link or a typed page number: say so, never "Page 99 of 6".
        <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="past-end">
          <p className="font-semibold text-brand-900 text-xl">{t(searchPage.noMoreHelpers)}</p>
          <p className="text-muted">{pastEndText(total, pageCount)}</p>
          <Link to={hrefFor(filters, pageCount, sort)} className="btn btn-primary">
            {pageCount === 1
              ? t(searchPage.backToResults)
              : t(searchPage.backToPage, { page: pageCount })}
          </Link>
        </div>
      ) : (
        <>
          <MaidGrid maids={maids} leadsThePage />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => hrefFor(filters, n, sort)}
            onNavigate={() => top.current?.scrollIntoView({ block: "start" })}
          />
        </>
      )}
    </div>
  );
}

/** Why a page has no helpers although some matched: the results end, or the cap ends them. */
function pastEndText(total: number, pageCount: number): string {
  if (total >= SEARCH_TOTAL_MAX) {
    return t(searchPage.listsTheFirst, { total: SEARCH_TOTAL_MAX });
  }
  return pageCount === 1
    ? t(searchPage.fitOnOnePage)
    : t(searchPage.fitOnPages, { pages: pageCount });
}
