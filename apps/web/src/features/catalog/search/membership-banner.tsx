import * as search from "@sahayi/contract/i18n/en/search";
import { Link } from "react-router";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

/** Product §2 /search: a membership banner whose Buy now leads to the plans. */
export function MembershipBanner() {
  return (
    <aside
      aria-labelledby="membership-heading"
      className="on-dark flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div>
        <h2 id="membership-heading" className="font-bold text-xl md:text-2xl">
          {t(search.membershipTitle)}
        </h2>
        <p className="mt-1 text-brand-100">{t(search.membershipText)}</p>
      </div>
      <Link to={paths.subscriptions.href()} className="btn btn-accent shrink-0">
        {t(search.buyNow)}
      </Link>
    </aside>
  );
}
