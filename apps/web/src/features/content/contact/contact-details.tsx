import type { ReactNode } from "react";
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "../../../components/icons.tsx";
import { formatPhone, telHref, whatsappHref } from "../../../lib/format.ts";
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
        Reach us directly
      </h2>
      <p className="mt-2 text-muted">Call, message or write to us, or visit our office.</p>
      {settings ? (
        <ul className="mt-6 flex flex-col gap-5">
          {settings.address ? (
            <Detail icon={<MapPinIcon width={22} height={22} />} label="Address">
              <address className="not-italic">{settings.address}</address>
            </Detail>
          ) : null}
          {settings.whatsapp_number ? (
            <>
              <Detail icon={<PhoneIcon width={22} height={22} />} label="Phone">
                <a
                  href={telHref(settings.whatsapp_number)}
                  className="font-medium text-brand-700 underline"
                >
                  {formatPhone(settings.whatsapp_number)}
                </a>
              </Detail>
              <Detail icon={<WhatsappIcon width={22} height={22} />} label="WhatsApp">
                <a
                  href={whatsappHref(settings.whatsapp_number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline"
                >
                  Chat on WhatsApp
                </a>
              </Detail>
            </>
          ) : null}
          {settings.email ? (
            <Detail icon={<MailIcon width={22} height={22} />} label="Email">
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
