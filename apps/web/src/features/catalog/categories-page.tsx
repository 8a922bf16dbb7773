import { categoriesIntro } from "@sahayi/contract/i18n/en/pages";
import { navCategories } from "@sahayi/contract/i18n/en/shell";
import { CategoryCard } from "../../components/category-card.tsx";
import { Loading } from "../../components/loading.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { t } from "../../lib/i18n.ts";
// The site shell loads the home data on every page (product §7), so this reads the cache.
import { useHomepage } from "../../lib/queries/get-homepage.ts";

/** Product §2 /categories: the Categories banner and a card for each category of the home data. */
export function CategoriesPage() {
  const homepage = useHomepage();

  return (
    <>
      <PageHeader title={t(navCategories)}>{t(categoriesIntro)}</PageHeader>
      <div className="container-page py-8 md:py-12">
        {homepage.isPending ? (
          <Loading />
        ) : homepage.isError ? (
          <QueryError error={homepage.error} onRetry={() => void homepage.refetch()} />
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 xl:grid-cols-4">
            {homepage.data.category.map((category) => (
              <li key={category.id}>
                <CategoryCard
                  category={category}
                  sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
