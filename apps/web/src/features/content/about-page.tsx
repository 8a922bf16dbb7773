import { Link } from "react-router";
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
  return (
    <>
      <ContentBanner title="About Us" image={aboutBanner}>
        Trusted domestic help for every home in Kerala.
      </ContentBanner>

      <section aria-labelledby="about-who-heading" className="py-12 md:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2
              id="about-who-heading"
              className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl"
            >
              Who we are
            </h2>
            <div className="mt-4 space-y-4 text-lg text-muted leading-relaxed">
              <p>
                Sahayi (<span lang="ml">സഹായി</span>, “helper”) brings Kerala's families and domestic
                helpers together. Whether you need a maid for the mornings, a cook, a home nurse
                after a hospital stay, a nanny or someone to care for an elderly parent, you can
                find people near you, read about them and speak to them yourself.
              </p>
              <p>
                Helpers register with us, our team checks their details before listing them, and
                families contact them directly, with no agency in between. Helpers keep what they
                earn; families choose who comes into their home.
              </p>
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
                Ready to Simplify Your Home?
              </h2>
              <p className="mt-2 text-brand-100 text-lg">Pick a plan and contact helpers today.</p>
            </div>
            <Link to={paths.subscriptions.href()} className="btn btn-accent shrink-0">
              Buy now
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
