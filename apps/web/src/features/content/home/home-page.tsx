import { HOME_MAIDS_COUNT } from "@sahayi/contract/constants";
import { BANNER_BACKDROP, BANNER_BOX } from "@sahayi/contract/first-paint";
import * as home from "@sahayi/contract/i18n/en/home";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MaidGrid } from "../../../components/maid-grid.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { CategoryRowSkeleton, MaidGridSkeleton } from "../../../components/skeletons.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { useHomepage } from "../../../lib/queries/get-homepage.ts";
import { AboutBlurb } from "./about-blurb.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";
import { BecomeMaid } from "./become-maid.tsx";
import { CategoryCarousel } from "./category-carousel.tsx";
import { HomeSection } from "./home-section.tsx";
import { HowItWorks } from "./how-it-works.tsx";
import { PromoBanners } from "./promo-banners.tsx";

/**
 * Product §2 home page: seven sections in order; data sections wait with "Loading..." in a
 * placeholder of their final size, so nothing moves when the data arrives. The search form
 * belongs to the catalogue, so the router hands it in rather than this feature importing it.
 */
export function HomePage({ searchForm }: { searchForm: ReactNode }) {
  useDocumentTitle();
  const homepage = useHomepage();
  const { data } = homepage;
  const failed = homepage.isError && !data;

  /** A data section's body: its content, or its placeholder until the data arrives. */
  const whenLoaded = (
    render: (loaded: NonNullable<typeof data>) => ReactNode,
    placeholder: ReactNode,
  ) => (data ? render(data) : placeholder);

  return (
    <>
      {failed
        ? null
        : whenLoaded(
            (loaded) => <BannerCarousel banners={loaded.main_banner} />,
            <div className={`${BANNER_BACKDROP} ${BANNER_BOX}`} />,
          )}

      <div className={`container-page relative z-10 ${failed ? "mt-8" : "-mt-8 lg:-mt-16"}`}>
        <div className="mx-auto max-w-5xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-sand md:p-8">
          <h1 className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl">
            {t(home.heroTitle)}
          </h1>
          <p className="mt-2 text-muted md:text-lg">{t(home.heroText)}</p>
          <div className="mt-5">{searchForm}</div>
        </div>
      </div>

      {failed ? (
        <div className="container-page py-12">
          <QueryError error={homepage.error} onRetry={() => void homepage.refetch()} />
        </div>
      ) : null}

      <AboutBlurb />

      {failed ? null : (
        <HomeSection
          id="categories"
          title={t(home.categoriesTitle)}
          tone="tinted"
          intro={t(home.categoriesIntro)}
          action={
            <Link to={paths.categories.href()} className="btn btn-outline">
              {t(home.allCategories)}
            </Link>
          }
        >
          {whenLoaded(
            (loaded) => (
              <CategoryCarousel categories={loaded.category} />
            ),
            <CategoryRowSkeleton />,
          )}
        </HomeSection>
      )}

      <HowItWorks />

      {failed ? null : (
        <section aria-label={t(home.offers)} className="container-page py-4 md:py-8">
          {whenLoaded(
            (loaded) => (
              <PromoBanners banners={loaded.home_banner} />
            ),
            <div aria-hidden="true" className="grid gap-6 md:grid-cols-2">
              <div className="aspect-[12/5] rounded-2xl bg-sand max-sm:min-h-44" />
              <div className="aspect-[12/5] rounded-2xl bg-sand max-sm:min-h-44" />
            </div>,
          )}
        </section>
      )}

      {failed ? null : (
        <HomeSection
          id="trusted-maids"
          title={t(home.trustedMaidsTitle)}
          intro={t(home.trustedMaidsIntro)}
          action={
            <Link to={paths.search.href()} className="btn btn-primary">
              {t(home.viewMore)}
            </Link>
          }
        >
          {whenLoaded(
            (loaded) => (
              <MaidGrid maids={loaded.maids} />
            ),
            <MaidGridSkeleton count={HOME_MAIDS_COUNT} />,
          )}
        </HomeSection>
      )}

      <BecomeMaid />
    </>
  );
}
