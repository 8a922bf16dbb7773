import type { ComponentType, SVGProps } from "react";
import { CheckBadgeIcon, HeartHandIcon, PhoneIcon, UserIcon } from "../../../components/icons.tsx";

const highlights: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] =
  [
    {
      title: "Reviewed Profiles",
      text: "Our team reviews every helper's details and photo before the profile is listed. Some go further: look for the Verified badge, it names what we checked and when.",
      Icon: CheckBadgeIcon,
    },
    {
      title: "Easy to Connect",
      text: "Choose a helper and call or WhatsApp them directly. No agents, no waiting for someone to call you back.",
      Icon: PhoneIcon,
    },
    {
      title: "Skilled Workers",
      text: "Maids, cooks, home nurses, nannies and caregivers, with their experience, languages and shifts on every profile.",
      Icon: UserIcon,
    },
    {
      title: "Satisfied Customers",
      text: "We read every message families and helpers send us and act on every complaint, so that both sides are happy with the match.",
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
            <h3 className="font-semibold text-brand-900 text-lg">{title}</h3>
            <p className="mt-1 text-muted leading-relaxed">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
