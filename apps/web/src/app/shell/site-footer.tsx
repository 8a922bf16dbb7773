import type { SiteSettings } from "@sahayi/contract";
import { SOCIAL_FALLBACKS } from "@sahayi/contract/constants";
import { forHelpers } from "@sahayi/contract/i18n/en/helper-account";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as shell from "@sahayi/contract/i18n/en/shell";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XLogoIcon,
} from "../../components/icons.tsx";
import { formatPhone, telHref } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { LogoMark } from "./logo.tsx";
import type { NavItem } from "./nav-items.ts";

const quickLinks: readonly NavItem[] = [
  { label: shell.navHome, to: paths.home.href() },
  { label: panels.aboutUs, to: paths.about.href() },
  { label: panels.contactUs, to: paths.contact.href() },
  { label: shell.navCategories, to: paths.categories.href() },
  { label: shell.registerAsMaid, to: paths.registerMaid.href() },
  { label: forHelpers, to: paths.helperAccount.href() },
];

const legalLinks: readonly NavItem[] = [
  { label: panels.termsAndConditions, to: paths.termsAndConditions.href() },
  { label: panels.privacyPolicy, to: paths.privacyPolicy.href() },
  { label: panels.cancellationAndRefund, to: paths.cancellationAndRefund.href() },
  { label: panels.shippingAndDelivery, to: paths.shippingAndDelivery.href() },
];

/** Product §2 footer: social, quick and legal links, and the official info from settings. */
export function SiteFooter({ settings }: { settings: SiteSettings | undefined }) {
  const social = [
    { label: "Facebook", href: settings?.fb_link || SOCIAL_FALLBACKS.fb_link, Icon: FacebookIcon },
    {
      label: "Instagram",
      href: settings?.insta_link || SOCIAL_FALLBACKS.insta_link,
      Icon: InstagramIcon,
    },
    { label: "X (Twitter)", href: settings?.x_link || SOCIAL_FALLBACKS.x_link, Icon: XLogoIcon },
  ];

  return (
    <footer className="on-dark bg-brand-900 text-brand-50">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-extrabold text-2xl text-white">
            <LogoMark size={32} />
            Sahayi
          </p>
          <p className="mt-3 text-brand-100 text-sm leading-relaxed">{t(panels.footerAbout)}</p>
          <nav aria-label={t(panels.socialMedia)} className="mt-5">
            <ul className="flex gap-3">
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white ring-1 ring-brand-600 hover:bg-brand-700"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <FooterLinks id="footer-quick-links" title={t(panels.quickLinks)} links={quickLinks} />
        <FooterLinks id="footer-legal" title={t(panels.legal)} links={legalLinks} />
        <section aria-labelledby="footer-official-info">
          <FooterHeading id="footer-official-info">{t(panels.officialInfo)}</FooterHeading>
          {settings ? (
            <ul className="mt-4 flex flex-col gap-3 text-sm">
              {settings.address ? (
                <InfoLine icon={<MapPinIcon width={18} height={18} />}>
                  <address className="not-italic">{settings.address}</address>
                </InfoLine>
              ) : null}
              {settings.whatsapp_number ? (
                <InfoLine icon={<PhoneIcon width={18} height={18} />}>
                  <a href={telHref(settings.whatsapp_number)} className="hover:underline">
                    {formatPhone(settings.whatsapp_number)}
                  </a>
                </InfoLine>
              ) : null}
              {settings.email ? (
                <InfoLine icon={<MailIcon width={18} height={18} />}>
                  <a href={`mailto:${settings.email}`} className="break-all hover:underline">
                    {settings.email}
                  </a>
                </InfoLine>
              ) : null}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="border-brand-800 border-t">
        {/* The page ends with room for the contact bar, as tall as the bar. */}
        <p className="container-page pt-5 pb-[calc(1.25rem+var(--floating-space))] text-brand-100 text-sm">
          {t(panels.allRightsReserved, { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-semibold text-lg text-white">
      {children}
    </h2>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly NavItem[];
}) {
  return (
    <nav aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block py-1 text-brand-100 hover:text-white hover:underline"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-brand-100">
      <span className="mt-0.5 shrink-0 text-brand-300">{icon}</span>
      {children}
    </li>
  );
}
