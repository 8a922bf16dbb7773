import type { ProfileDetails } from "@sahayi/contract";
import { EXPIRED_BANNER_RESHOW_MS } from "@sahayi/contract/constants";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/icons.tsx";
import { formatDate } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

/**
 * Product §4 "Expired banner": shown when the user has paid before but has no active plan now.
 * Closing hides it for 5 seconds, then it comes back. Renew leads to the plans.
 */
export function ExpiredBanner({ details }: { details: ProfileDetails }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!hidden) return;
    const timer = window.setTimeout(() => setHidden(false), EXPIRED_BANNER_RESHOW_MS);
    return () => window.clearTimeout(timer);
  }, [hidden]);

  const expired = details.transactions.length > 0 && details.user_subscription.length === 0;
  if (!expired || hidden) return null;
  return (
    <section
      aria-label={t(profile.subscriptionExpired)}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-accent-200 bg-accent-50 px-5 py-4"
    >
      <p className="flex-1 font-medium text-accent-800">
        {details.expired_subscription_date
          ? t(profile.expiredOn, { date: formatDate(details.expired_subscription_date) })
          : t(profile.expired)}
      </p>
      <Link to={paths.subscriptions.href()} className="btn btn-accent">
        {t(profile.renew)}
      </Link>
      <button
        type="button"
        aria-label={t(profile.close)}
        onClick={() => setHidden(true)}
        className="rounded-full p-2 text-accent-800 hover:bg-accent-100"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </section>
  );
}
