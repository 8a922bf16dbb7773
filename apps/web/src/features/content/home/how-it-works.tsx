import type { ComponentType, SVGProps } from "react";
import { CheckBadgeIcon, HeartHandIcon, SearchIcon } from "../../../components/icons.tsx";
import { HomeSection } from "./home-section.tsx";

const steps: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  {
    title: "Search and Filter",
    text: "Look for helpers by district, constituency, age, language, shift and the work you need done.",
    Icon: SearchIcon,
  },
  {
    title: "Choose the Best Fit",
    text: "Compare profiles, experience and photos, and pick the helper who suits your family. Look for the Verified badge: it names what we checked and when.",
    Icon: CheckBadgeIcon,
  },
  {
    title: "Book and Relax",
    text: "Call or message the helper directly, agree on the details, and enjoy a well-kept home.",
    Icon: HeartHandIcon,
  },
];

/** Product §2 home (4). */
export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      title="How It Works"
      tone="tinted"
      intro="Three simple steps to the right helper."
    >
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
                Step {index + 1}
              </span>
            </div>
            <h3 className="mt-4 font-semibold text-brand-900 text-xl">{title}</h3>
            <p className="mt-2 text-muted leading-relaxed">{text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
