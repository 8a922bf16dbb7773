import * as registration from "@sahayi/contract/i18n/en/registration";
import { Link, useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { aroundSlot, SLOT } from "../../lib/form.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { readUnderReviewState } from "./under-review-state.ts";

/**
 * Product §2 /registration-under-review: the profile is being verified; the e-mail entered on
 * the form is shown when it came along in the navigation state.
 */
export function RegistrationUnderReviewPage() {
  const { email } = readUnderReviewState(useLocation().state);
  const [before, after] = aroundSlot(t(registration.weWillWrite, { email: SLOT }));
  return (
    <>
      <PageHeader title={t(registration.underReviewTitle)} />
      <div className="container-page flex flex-col items-center gap-5 py-14 text-center">
        <h2 className="font-bold text-2xl text-brand-900">{t(registration.thanks)}</h2>
        <p className="max-w-xl text-ink">{t(registration.underReview)}</p>
        {email ? (
          <p className="max-w-xl text-ink">
            {before}
            <strong className="break-all">{email}</strong>
            {after}
          </p>
        ) : null}
        <Link to={paths.home.href()} className="btn btn-primary">
          {t(registration.backToHome)}
        </Link>
      </div>
    </>
  );
}
