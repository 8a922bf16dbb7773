import { howTitle } from "@sahayi/contract/i18n/en/home";
import * as pages from "@sahayi/contract/i18n/en/pages";
import { t } from "../../../lib/i18n.ts";

/** How Sahayi works, step by step, for a household (product §2 about page: how-it-works). */
const steps = [
  { title: pages.stepSearchTitle, text: pages.stepSearchText },
  { title: pages.stepPlanTitle, text: pages.stepPlanText },
  { title: pages.stepContactTitle, text: pages.stepContactText },
  { title: pages.stepStartTitle, text: pages.stepStartText },
];

export function AboutSteps() {
  return (
    <section aria-labelledby="about-steps-heading" className="bg-sand/60 py-12 md:py-16">
      <div className="container-page">
        <h2
          id="about-steps-heading"
          className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl"
        >
          {t(howTitle)}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-brand-900 text-xl">{t(title)}</h3>
              <p className="mt-2 text-muted leading-relaxed">{t(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
