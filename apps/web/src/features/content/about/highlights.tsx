import * as pages from "@sahayi/contract/i18n/en/pages";
import type { ComponentType, SVGProps } from "react";
import { CheckBadgeIcon, HeartHandIcon, PhoneIcon, UserIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";

const highlights: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] =
  [
    {
      title: pages.reviewedTitle,
      text: pages.reviewedText,
      Icon: CheckBadgeIcon,
    },
    {
      title: pages.connectTitle,
      text: pages.connectText,
      Icon: PhoneIcon,
    },
    {
      title: pages.skilledTitle,
      text: pages.skilledText,
      Icon: UserIcon,
    },
    {
      title: pages.satisfiedTitle,
      text: pages.satisfiedText,
      Icon: HeartHandIcon,
    },
  ];

/** Product §2 about page: the four highlights of the description. */
export function Highlights() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {highlights.map(({ title, text, Icon }) => (
        <li
          key={title}
          className="flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-sand"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon width={24} height={24} aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold text-brand-900 text-lg">{t(title)}</h3>
            <p className="mt-1 text-muted leading-relaxed">{t(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
