import type { Maid } from "@sahayi/contract";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { telHref, whatsappHref } from "../lib/format.ts";
import { paths } from "../lib/paths.ts";
import { useIsAuthenticated } from "../lib/session.ts";
import { PhoneIcon, WhatsappIcon } from "./icons.tsx";
import { SubscriptionPopup } from "./plans/subscription-popup.tsx";

/**
 * Call Now and Whatsapp for one helper (spec §4 "Contact reveal"). A purchased helper's
 * numbers are called directly. A visitor logs in first and comes back to this page; a
 * logged-in user is offered the plans in the subscription popup, until the reveal flow (which
 * opens the popup only without an active plan) replaces these buttons.
 */
export function ContactButtons({ maid, className = "" }: { maid: Maid; className?: string }) {
  const [plansOpen, setPlansOpen] = useState(false);
  const callHref = maid.is_purchased && maid.mobile_number ? telHref(maid.mobile_number) : null;
  const chatHref =
    maid.is_purchased && maid.whatsapp_number ? whatsappHref(maid.whatsapp_number) : null;
  const showPlans = () => setPlansOpen(true);
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <ContactLink href={callHref} onShowPlans={showPlans} className="btn-primary">
        <PhoneIcon width={16} height={16} />
        Call Now
      </ContactLink>
      <ContactLink href={chatHref} onShowPlans={showPlans} newTab className="btn-outline">
        <WhatsappIcon width={16} height={16} />
        Whatsapp
      </ContactLink>
      <SubscriptionPopup open={plansOpen} onOpenChange={setPlansOpen} />
    </div>
  );
}

interface ContactLinkProps {
  /** The tel: or chat link once the number is revealed; null leads to login or the plans. */
  href: string | null;
  onShowPlans: () => void;
  newTab?: boolean;
  className: string;
  children: ReactNode;
}

function ContactLink({ href, onShowPlans, newTab = false, className, children }: ContactLinkProps) {
  const classes = `btn min-h-10 flex-1 px-2 text-sm sm:px-3 ${className}`;
  const location = useLocation();
  const authenticated = useIsAuthenticated();
  if (!href) {
    return authenticated ? (
      <button type="button" aria-haspopup="dialog" onClick={onShowPlans} className={classes}>
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
