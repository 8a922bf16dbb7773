import type { SearchSort } from "@sahayi/contract";
import * as search from "@sahayi/contract/i18n/en/search";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { FilterPanel } from "./filters/filter-panel.tsx";
import {
  type FilterValues,
  filteredHref,
  filterParams,
  filterSets,
  readFilters,
  readPage,
  readSort,
} from "./filters/filter-values.ts";
import { MaidResults } from "./search/maid-results.tsx";
import { MembershipBanner } from "./search/membership-banner.tsx";

const searchHref = (values: FilterValues, page?: number, sort?: SearchSort) =>
  filteredHref(paths.search.href(), values, page, sort);

/**
 * Product §2 /search. The filters live in the address (the spec's query string plus `sort` and `page`),
 * so a reload, a shared link and the back button all show the same results.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const filters = readFilters(params, filterSets.search.fields);
  const page = readPage(params);
  const sort = readSort(params);

  return (
    <>
      <PageHeader title={t(search.title)}>{t(search.intro)}</PageHeader>
      <div className="container-page flex flex-col gap-8 py-8 md:py-12">
        <FilterPanel
          filterSet={filterSets.search}
          filters={filters}
          gridClassName="sm:grid-cols-2 lg:grid-cols-5"
          // New filters keep the chosen order and start at the first page.
          hrefFor={(values) => searchHref(values, 1, sort)}
          clearHref={paths.search.href()}
          countParams={filterParams}
        />
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t(search.results)}
          </h2>
          <MaidResults
            filterSet={filterSets.search}
            filters={filters}
            page={page}
            sort={sort}
            hrefFor={searchHref}
            clearHref={paths.search.href()}
          />
        </section>
        <MembershipBanner />
      </div>
    </>
  );
}
