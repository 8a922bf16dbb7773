import { Link } from "react-router";
import { CheckBadgeIcon, HeartHandIcon, MapPinIcon } from "../../../components/icons.tsx";
import { paths } from "../../../lib/paths.ts";

const highlights = [
  { Icon: CheckBadgeIcon, text: "Look for the Verified badge: it names what we checked and when." },
  { Icon: MapPinIcon, text: "Helpers in all 14 districts of Kerala" },
  { Icon: HeartHandIcon, text: "Talk to helpers directly, no middlemen" },
];

/** Product §2 home (2). */
export function AboutBlurb() {
  return (
    <section aria-labelledby="about-heading" className="py-12 md:py-16">
      <div className="container-page grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2
            id="about-heading"
            className="font-semibold text-accent-700 text-sm uppercase tracking-wider"
          >
            About Sahayi
          </h2>
          <p className="mt-2 font-bold text-2xl text-brand-900 tracking-tight md:text-3xl">
            A helping hand for every Kerala home
          </p>
          <p className="mt-4 text-lg text-muted leading-relaxed">
            Sahayi (<span lang="ml">സഹായി</span>, “helper”) connects families with domestic helpers:
            maids, cooks, home nurses, nannies and caregivers for the elderly. Browse profiles near
            you, compare experience and shifts, and reach the helper who fits your home.
          </p>
          <Link to={paths.about.href()} className="btn btn-outline mt-6">
            Read more about us
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
              <span className="font-medium text-ink">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
