import * as home from "@sahayi/contract/i18n/en/home";
import { CheckBadgeIcon, HeartHandIcon, SearchIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";
import { HomeSection } from "./home-section.tsx";

const steps = [
  { title: home.howSearchTitle, text: home.howSearchText, Icon: SearchIcon },
  { title: home.howChooseTitle, text: home.howChooseText, Icon: CheckBadgeIcon },
  { title: home.howBookTitle, text: home.howBookText, Icon: HeartHandIcon },
] as const;

/** Product §2 home (4). */
export function HowItWorks() {
  return (
    <HomeSection id="how-it-works" title={t(home.howTitle)} tone="tinted" intro={t(home.howIntro)}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, Icon }, index) => (
          <li
            key={title}
            className="relative rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand"
          >
            <div className="flex items-center gap-4">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
                <Icon width={28} height={28} />
              </span>
              <span className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
                {t(home.howStep, { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 font-semibold text-brand-900 text-xl">{t(title)}</h3>
            <p className="mt-2 text-muted leading-relaxed">{t(text)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
