import * as pages from "@sahayi/contract/i18n/en/pages";
import { aboutUs } from "@sahayi/contract/i18n/en/panels";
import { buyNow } from "@sahayi/contract/i18n/en/search";
import { Link } from "react-router";
import { aroundSlot, SLOT } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { AboutSteps } from "./about/about-steps.tsx";
import { Highlights } from "./about/highlights.tsx";
import { ContentBanner } from "./content-banner.tsx";
import aboutBanner from "./images/about-banner.svg";

/**
 * Product §2 about page: banner, a description with the four highlights, how it works, and the
 * "Ready to Simplify Your Home" call whose Buy now goes to the plans.
 */
export function AboutPage() {
  // സഹായി is marked as Malayalam inside the English text, so it is read out as such.
  const intro = aroundSlot(t(pages.aboutIntro, { name: SLOT }));
  return (
    <>
      <ContentBanner title={t(aboutUs)} image={aboutBanner}>
        {t(pages.aboutTagline)}
      </ContentBanner>

      <section aria-labelledby="about-who-heading" className="py-12 md:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2
              id="about-who-heading"
              className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl"
            >
              {t(pages.whoWeAre)}
            </h2>
            <div className="mt-4 space-y-4 text-lg text-muted leading-relaxed">
              <p>
                {intro[0]}
                <span lang="ml">സഹായി</span>
                {intro[1]}
              </p>
              <p>{t(pages.aboutHow)}</p>
            </div>
          </div>
          <Highlights />
        </div>
      </section>

      <AboutSteps />

      <section aria-labelledby="about-ready-heading" className="py-12 md:py-16">
        <div className="container-page">
          <div className="on-dark flex flex-col items-start gap-6 rounded-3xl bg-brand-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
            <div className="max-w-2xl">
              <h2
                id="about-ready-heading"
                className="font-bold text-2xl tracking-tight md:text-3xl"
              >
                {t(pages.readyTitle)}
              </h2>
              <p className="mt-2 text-brand-100 text-lg">{t(pages.readyText)}</p>
            </div>
            <Link to={paths.subscriptions.href()} className="btn btn-accent shrink-0">
              {t(buyNow)}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
