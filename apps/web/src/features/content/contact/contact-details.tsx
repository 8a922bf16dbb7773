import * as account from "@sahayi/contract/i18n/en/account";
import * as contact from "@sahayi/contract/i18n/en/contact";
import type { ReactNode } from "react";
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "../../../components/icons.tsx";
import { formatPhone, telHref, whatsappHref } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { useHomepage } from "../../../lib/queries/get-homepage.ts";

/**
 * Beside the form: the site's address, phone, WhatsApp and email from the settings (the
 * shell has already asked for them, so they are usually here at once). The one number in the
 * settings takes calls and WhatsApp messages.
 */
export function ContactDetails() {
  const settings = useHomepage().data?.settings;
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="self-start rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand md:p-8"
    >
      <h2 id="contact-details-heading" className="font-bold text-2xl text-brand-900">
        {t(contact.reachUs)}
      </h2>
      <p className="mt-2 text-muted">{t(contact.reachUsIntro)}</p>
      {settings ? (
        <ul className="mt-6 flex flex-col gap-5">
          {settings.address ? (
            <Detail icon={<MapPinIcon width={22} height={22} />} label={t(account.addressLabel)}>
              <address className="not-italic">{settings.address}</address>
            </Detail>
          ) : null}
          {settings.whatsapp_number ? (
            <>
              <Detail icon={<PhoneIcon width={22} height={22} />} label={t(contact.phone)}>
                <a
                  href={telHref(settings.whatsapp_number)}
                  className="font-medium text-brand-700 underline"
                >
                  {formatPhone(settings.whatsapp_number)}
                </a>
              </Detail>
              <Detail icon={<WhatsappIcon width={22} height={22} />} label={t(contact.whatsapp)}>
                <a
                  href={whatsappHref(settings.whatsapp_number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  {t(contact.chatOnWhatsapp)}
                </a>
              </Detail>
            </>
          ) : null}
          {settings.email ? (
            <Detail icon={<MailIcon width={22} height={22} />} label={t(contact.emailLabel)}>
              <a
                href={`mailto:${settings.email}`}
                className="break-all font-medium text-brand-700 underline"
              >
                {settings.email}
              </a>
            </Detail>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <div>
        <p className="font-semibold text-ink">{label}</p>
        <div className="text-muted">{children}</div>
      </div>
    </li>
  );
}
