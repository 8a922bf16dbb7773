import { Link } from "react-router";
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
          Become a member and call helpers directly
        </h2>
        <p className="mt-1 text-brand-100">
          A plan unlocks the phone and WhatsApp numbers of the helpers you choose.
        </p>
      </div>
      <Link to={paths.subscriptions.href()} className="btn btn-accent shrink-0">
        Buy now
      </Link>
    </aside>
  );
}
