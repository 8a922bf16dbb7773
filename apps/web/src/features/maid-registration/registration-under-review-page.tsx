import { Link, useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../lib/paths.ts";
import { readUnderReviewState } from "./under-review-state.ts";

/**
 * Product §2 /registration-under-review: the profile is being verified; the e-mail entered on
 * the form is shown when it came along in the navigation state.
 */
export function RegistrationUnderReviewPage() {
  const { email } = readUnderReviewState(useLocation().state);
  return (
    <>
      <PageHeader title="Registration Under Review" />
      <div className="container-page flex flex-col items-center gap-5 py-14 text-center">
        <h2 className="font-bold text-2xl text-brand-900">Thank you for registering!</h2>
        <p className="max-w-xl text-ink">
          Your profile is under verification. Our team reviews every helper before households can
          see her profile.
        </p>
        {email ? (
          <p className="max-w-xl text-ink">
            We will write to <strong className="break-all">{email}</strong> once the review is done.
          </p>
        ) : null}
        <Link to={paths.home.href()} className="btn btn-primary">
          Back to Home
        </Link>
      </div>
    </>
  );
}
