import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { notAvailableNow } from "@sahayi/contract/i18n/en/helper-account";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { confirmedAgo } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { profileQueryOptions } from "../../lib/queries/get-profile.ts";
import { useIsAuthenticated } from "../../lib/session.ts";
import { toastError } from "../../lib/toast.ts";
import { PhoneIcon, WhatsappIcon } from "../icons.tsx";
import { SubscriptionPopup } from "../plans/subscription-popup.tsx";
import { type ContactMode, contactHref } from "./contact-links.ts";
import { ContactPopup } from "./contact-popup.tsx";

/**
 * Call Now and Whatsapp for one helper (product §4 "Contact reveal"). A purchased helper's
 * numbers are called directly, spending nothing. A visitor logs in first and comes back to
 * this page; a user without an active plan is offered the plans; anyone else confirms in the
 * contact popup, which spends an enquiry and then opens the call or the chat. A helper who
 * paused her listing says so, and only a household that bought her number keeps the buttons.
 */
export function ContactButtons({
  maid,
  className = "",
  confirmedLine = true,
}: {
  maid: Maid;
  className?: string;
  /** A helper's page says it above, out of the phone's floating bar, which keeps its height. */
  confirmedLine?: boolean;
}) {
  const [plansOpen, setPlansOpen] = useState(false);
  const [mode, setMode] = useState<ContactMode | null>(null);
  const client = useQueryClient();
  const purchased = maid.is_purchased;

  const reveal = async (wanted: ContactMode) => {
    try {
      const details = await client.ensureQueryData(profileQueryOptions());
      if (details.user.is_active_plan) setMode(wanted);
      else setPlansOpen(true);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };

  // A listed helper says when she last confirmed; a paused one that she is not available.
  const availability = maid.available ? (
    confirmedLine ? (
      <p className="basis-full text-muted text-sm">{confirmedAgo(maid.confirmed_on)}</p>
    ) : null
  ) : (
    <p className="basis-full font-semibold text-ink">{t(notAvailableNow)}</p>
  );
  if (!maid.available && !purchased) return <div className={className}>{availability}</div>;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {availability}
      <ContactLink
        href={purchased ? contactHref("call", maid) : null}
        onReveal={() => void reveal("call")}
        className="btn-primary"
      >
        <PhoneIcon width={16} height={16} />
        {t(helper.callNow)}
      </ContactLink>
      <ContactLink
        href={purchased ? contactHref("whatsapp", maid) : null}
        onReveal={() => void reveal("whatsapp")}
        newTab
        className="btn-outline"
      >
        <WhatsappIcon width={16} height={16} />
        {t(helper.whatsapp)}
      </ContactLink>
      <SubscriptionPopup open={plansOpen} onOpenChange={setPlansOpen} />
      <ContactPopup maid={maid} mode={mode} onClose={() => setMode(null)} />
    </div>
  );
}

interface ContactLinkProps {
  /** The tel: or chat link once the number is revealed; null leads to login or the reveal. */
  href: string | null;
  onReveal: () => void;
  newTab?: boolean;
  className: string;
  children: ReactNode;
}

function ContactLink({ href, onReveal, newTab = false, className, children }: ContactLinkProps) {
  const classes = `btn min-h-10 flex-1 px-2 text-sm sm:px-3 ${className}`;
  const location = useLocation();
  const authenticated = useIsAuthenticated();
  if (!href) {
    return authenticated ? (
      <button type="button" aria-haspopup="dialog" onClick={onReveal} className={classes}>
        {children}
      </button>
    ) : (
      <Link to={paths.login.href()} state={{ from: location }} className={classes}>
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
