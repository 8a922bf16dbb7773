import * as home from "@sahayi/contract/i18n/en/home";
import { Link } from "react-router";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

/** Product §2 home (7). */
export function BecomeMaid() {
  return (
    <section aria-labelledby="become-maid-heading" className="py-12 md:py-16">
      <div className="container-page">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-white md:px-12 md:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 size-64 rounded-full bg-brand-700/60"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-20 right-24 size-48 rounded-full bg-accent-600/30"
          />
          <div className="relative max-w-2xl">
            <h2 id="become-maid-heading" className="font-bold text-2xl tracking-tight md:text-4xl">
              {t(home.becomeTitle)}
            </h2>
            <p className="mt-3 text-brand-50 text-lg leading-relaxed">{t(home.becomeText)}</p>
            <Link to={paths.registerMaid.href()} className="btn btn-accent mt-6">
              {t(home.becomeSignUp)}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
