import { imageVariant, type Maid } from "@sahayi/contract";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { telHref, whatsappHref } from "../lib/format.ts";
import { CheckBadgeIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from "./icons.tsx";

/**
 * A helper in a grid (spec §2 "Maid card"): picture, name, location and an "Already
 * selected" badge once purchased. Contacting a helper not yet purchased starts at the
 * login page for now; the reveal flow of spec §4 replaces these links.
 */
export function MaidCard({ maid }: { maid: Maid }) {
  const nameId = useId();
  const profileHref = paths.maid.href(maid.id);
  const callHref = maid.is_purchased && maid.mobile_number ? telHref(maid.mobile_number) : null;
  const chatHref =
    maid.is_purchased && maid.whatsapp_number ? whatsappHref(maid.whatsapp_number) : null;

  return (
    <article
      aria-labelledby={nameId}
      data-testid="maid-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand"
    >
      <Link to={profileHref} className="relative block bg-sand">
        <img
          src={imageVariant(maid.profile_picture, "card")}
          alt={maid.name}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
        {maid.is_purchased ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 font-semibold text-white text-xs shadow">
            <CheckBadgeIcon width={14} height={14} />
            Already selected
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 id={nameId} className="font-semibold text-base text-ink leading-snug sm:text-lg">
          <Link to={profileHref} className="hover:text-brand-700 hover:underline">
            {maid.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-muted text-sm">
          <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span>{maid.location}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <ContactLink href={callHref} className="btn-primary">
            <PhoneIcon width={16} height={16} />
            Call Now
          </ContactLink>
          <ContactLink href={chatHref} newTab className="btn-outline">
            <WhatsappIcon width={16} height={16} />
            Whatsapp
          </ContactLink>
        </div>
      </div>
    </article>
  );
}

interface ContactLinkProps {
  /** The tel: or chat link once the number is revealed; null sends the visitor to log in. */
  href: string | null;
  newTab?: boolean;
  className: string;
  children: ReactNode;
}

function ContactLink({ href, newTab = false, className, children }: ContactLinkProps) {
  const classes = `btn min-h-10 flex-1 px-2 text-sm sm:px-3 ${className}`;
  if (!href) {
    return (
      <Link to={paths.login.href()} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={classes}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
