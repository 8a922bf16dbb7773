import type { SearchSort } from "@sahayi/contract";
import * as pages from "@sahayi/contract/i18n/en/pages";
import { apiMessages } from "@sahayi/contract/messages";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { NotFoundState } from "../../components/not-found-state.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { categoryDetailsQueryOptions } from "./api/get-category-details.ts";
import { CategoryBanner } from "./category/category-banner.tsx";
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

function readCategoryId(params: URLSearchParams): number | undefined {
  const id = Number(params.get("category_id"));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Product §2 /category?category={name}&category_id={id}: the category's banner, the search
 * filters without Expertise (Experience adds 6-10 years), and that category's helpers.
 */
export function CategoryPage() {
  const [params] = useSearchParams();
  const categoryId = readCategoryId(params);
  const details = useQuery({
    ...categoryDetailsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });

  const unknown =
    categoryId === undefined || (details.error instanceof ApiError && details.error.meansNotFound);
  if (unknown) {
    return (
      <NotFoundState
        title={t(pages.categoryNotFound)}
        message={apiMessages.categoryNotFound}
        linkTo={paths.categories.href()}
        linkLabel={t(pages.seeAllCategories)}
      />
    );
  }
  if (details.isPending) return <Loading />;
  if (details.isError) {
    return (
      <div className="container-page py-12">
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      </div>
    );
  }

  const { category } = details.data.results;
  // Keep the name the address was opened with, so its link stays the same.
  const base = paths.category.href({
    id: category.id,
    name: params.get("category") ?? category.name,
  });
  const filters = readFilters(params, filterSets.category.fields);
  const page = readPage(params);
  const sort = readSort(params);
  const hrefFor = (values: FilterValues, n?: number, order?: SearchSort) =>
    filteredHref(base, values, n, order);

  return (
    <CategoryView
      name={category.name}
      image={category.image}
      filters={filters}
      page={page}
      sort={sort}
      categoryId={category.id}
      hrefFor={hrefFor}
      base={base}
    />
  );
}

interface CategoryViewProps {
  name: string;
  image: string;
  categoryId: number;
  filters: FilterValues;
  page: number;
  sort: SearchSort;
  base: string;
  hrefFor: (values: FilterValues, page?: number, sort?: SearchSort) => string;
}

function CategoryView({
  name,
  image,
  categoryId,
  filters,
  page,
  sort,
  base,
  hrefFor,
}: CategoryViewProps) {
  return (
    <>
      <CategoryBanner name={name} image={image} />
      <div className="container-page flex flex-col gap-8 pt-6 pb-8 md:pb-12">
        <FilterPanel
          filterSet={filterSets.category}
          filters={filters}
          gridClassName="sm:grid-cols-2 lg:grid-cols-4"
          // New filters keep the chosen order and start at the first page.
          hrefFor={(values) => hrefFor(values, 1, sort)}
          clearHref={base}
          countParams={(values) => filterParams({ ...values, category_id: String(categoryId) })}
        />
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="font-bold text-2xl text-brand-900">
            {t(pages.categoryHelpers, { category: name })}
          </h2>
          <div className="mt-4">
            <MaidResults
              filterSet={filterSets.category}
              filters={filters}
              categoryId={categoryId}
              page={page}
              sort={sort}
              hrefFor={hrefFor}
              clearHref={base}
            />
          </div>
        </section>
      </div>
    </>
  );
}
