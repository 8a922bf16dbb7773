import * as search from "@sahayi/contract/i18n/en/search";
import { Link } from "react-router";
import { t } from "../lib/i18n.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

/** Pages 1 and last, and the current page with its neighbours; "gap" stands for the rest. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of pages) {
    const previous = result.at(-1);
    if (typeof previous === "number" && n - previous > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Runs when a page link is followed, e.g. to bring the top of the results into view. */
  onNavigate?: () => void;
}

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

/** Links through the pages of a result list; each page has its own address. */
export function Pagination({ page, pageCount, hrefFor, onNavigate }: PaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;

  return (
    <nav aria-label={t(search.pagination)} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {previous ? (
            <Link
              to={hrefFor(previous)}
              onClick={onNavigate}
              className={`${itemClass} text-brand-700 hover:bg-brand-50`}
            >
              <ChevronLeftIcon width={18} height={18} />
              {t(search.previous)}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                onClick={onNavigate}
                aria-label={t(search.pageNumber, { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${itemClass} ${
                  n === page ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"
                }`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link
              to={hrefFor(next)}
              onClick={onNavigate}
              className={`${itemClass} text-brand-700 hover:bg-brand-50`}
            >
              {t(search.next)}
              <ChevronRightIcon width={18} height={18} />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-muted text-sm">{t(search.pageOf, { page, pages: pageCount })}</p>
    </nav>
  );
}
