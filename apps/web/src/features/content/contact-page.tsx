import * as contact from "@sahayi/contract/i18n/en/contact";
import * as panels from "@sahayi/contract/i18n/en/panels";
import { t } from "../../lib/i18n.ts";
import { ContactDetails } from "./contact/contact-details.tsx";
import { ContactForm } from "./contact/contact-form.tsx";
import { ContentBanner } from "./content-banner.tsx";
import contactBanner from "./images/contact-banner.svg";

/** Product §2 contact page: the banner, the form, and the site's own contact details beside it. */
export function ContactPage() {
  return (
    <>
      <ContentBanner title={t(panels.contactUs)} image={contactBanner}>
        {t(contact.contactIntro)}
      </ContentBanner>
      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-[3fr_2fr] lg:gap-12">
        <section
          aria-labelledby="contact-form-heading"
          className="relative rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand md:p-8"
        >
          <h2 id="contact-form-heading" className="font-bold text-2xl text-brand-900">
            {t(contact.sendUsAMessage)}
          </h2>
          <p className="mt-2 mb-6 text-muted">{t(contact.weReply)}</p>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
