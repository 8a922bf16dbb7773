import * as home from "@sahayi/contract/i18n/en/home";
import { Link } from "react-router";
import { CheckBadgeIcon, HeartHandIcon, MapPinIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

const highlights = [
  { Icon: CheckBadgeIcon, text: home.highlightVerified },
  { Icon: MapPinIcon, text: home.highlightDistricts },
  { Icon: HeartHandIcon, text: home.highlightDirect },
] as const;

/** Stands in for the word സഹായി in the text around it, which marks it as Malayalam. */
const WORD = "\u0000";

/** Product §2 home (2). */
export function AboutBlurb() {
  const [before, after] = t(home.aboutText, { sahayi: WORD }).split(WORD);
  return (
    <section aria-labelledby="about-heading" className="py-12 md:py-16">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2
            id="about-heading"
            className="font-semibold text-accent-700 text-sm uppercase tracking-wider"
          >
            {t(home.aboutHeading)}
          </h2>
          <p className="mt-2 font-bold text-2xl text-brand-900 tracking-tight md:text-3xl">
            {t(home.aboutTitle)}
          </p>
          <p className="mt-4 text-lg text-muted leading-relaxed">
            {before}
            <span lang="ml">സഹായി</span>
            {after}
          </p>
          <Link to={paths.about.href()} className="btn btn-outline mt-6">
            {t(home.aboutReadMore)}
          </Link>
        </div>
        <ul className="grid gap-4">
          {highlights.map(({ Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-sand"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon width={24} height={24} />
              </span>
              <span className="font-medium text-ink">{t(text)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
