import { useRef } from "react";
import { Link } from "react-router";
import { Loading } from "../../../components/loading.tsx";
import { MaidGrid } from "../../../components/maid-grid.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSearchMaids } from "../api/search-maids.ts";

interface MaidResultsProps {
  /** The filters as query parameters, as the API takes them. */
  filters: URLSearchParams;
  page: number;
  hrefForPage: (page: number) => string;
  /** Where "Clear filters" goes when the address carries filters the API refuses. */
  clearHref: string;
}

/** One page of matching helpers, how many matched in all, and links to the other pages. */
export function MaidResults({ filters, page, hrefForPage, clearHref }: MaidResultsProps) {
  const search = useSearchMaids(filters, page);
  const top = useRef<HTMLDivElement>(null);

  if (search.isPending) return <Loading />;
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
            Clear filters
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
      <p role="status" className="mb-4 font-medium text-muted" data-testid="result-count">
        {total === 1 ? "1 helper found" : `${total} helpers found`}
      </p>
      <MaidGrid maids={maids} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={hrefForPage}
        onNavigate={() => top.current?.scrollIntoView({ block: "start" })}
      />
    </div>
  );
}
