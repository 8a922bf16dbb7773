import type { ReactNode } from "react";
import { Link } from "react-router";
import { Loading } from "../../../components/loading.tsx";
import { MaidGrid } from "../../../components/maid-grid.tsx";
import { QueryError } from "../../../components/query-error.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
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
 * Spec §2 home page: seven sections in order; data sections wait with "Loading...". The search
 * form belongs to the catalogue, so the router hands it in rather than this feature importing it.
 */
export function HomePage({ searchForm }: { searchForm: ReactNode }) {
  useDocumentTitle();
  const homepage = useHomepage();
  const { data } = homepage;
  const failed = homepage.isError && !data;

  /** A data section's body: its content, or Loading..., or nothing once loading failed. */
  const whenLoaded = (render: (loaded: NonNullable<typeof data>) => ReactNode) =>
    data ? render(data) : <Loading />;

  return (
    <>
      {failed ? null : (
        <div className="min-h-40">
          {whenLoaded((loaded) => (
            <BannerCarousel banners={loaded.main_banner} />
          ))}
        </div>
      )}

      <div className={`container-page relative z-10 ${failed ? "mt-8" : "-mt-8 lg:-mt-16"}`}>
        <div className="mx-auto max-w-5xl rounded-3xl bg-white p-6 shadow-xl ring-1 ring-sand md:p-8">
          <h1 className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl">
            Find trusted home helpers near you
          </h1>
          <p className="mt-2 text-muted md:text-lg">
            Verified maids, cooks, home nurses, nannies and caregivers in every district of Kerala.
          </p>
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
          title="Service Categories"
          tone="tinted"
          intro="Choose the kind of help your home needs."
          action={
            <Link to={paths.categories.href()} className="btn btn-outline">
              All categories
            </Link>
          }
        >
          {whenLoaded((loaded) => (
            <CategoryCarousel categories={loaded.category} />
          ))}
        </HomeSection>
      )}

      <HowItWorks />

      {failed ? null : (
        <section aria-label="Offers" className="container-page py-4 md:py-8">
          {whenLoaded((loaded) => (
            <PromoBanners banners={loaded.home_banner} />
          ))}
        </section>
      )}

      {failed ? null : (
        <HomeSection
          id="trusted-maids"
          title="Meet Our Trusted Maids"
          intro="Recently verified helpers, ready to work."
          action={
            <Link to={paths.search.href()} className="btn btn-primary">
              View more
            </Link>
          }
        >
          {whenLoaded((loaded) => (
            <MaidGrid maids={loaded.maids} />
          ))}
        </HomeSection>
      )}

      <BecomeMaid />
    </>
  );
}
