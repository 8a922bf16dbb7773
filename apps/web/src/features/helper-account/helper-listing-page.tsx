import * as words from "@sahayi/contract/i18n/en/helper-account";
import { Link, Navigate } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useHelperListing } from "./api/listing.ts";
import { useHelperSignedIn } from "./helper-session.ts";
import { ListingDetailsForm } from "./listing/listing-details-form.tsx";
import { ListingPhotos } from "./listing/listing-photos.tsx";

/**
 * A helper edits her own listing (decision 046): her words, shift, language and jobs, live at
 * once; a new photo or more photos, which wait for the admin's review. Without her login she
 * goes to sign in.
 */
export function HelperListingPage() {
  const signedIn = useHelperSignedIn();
  if (!signedIn) return <Navigate to={paths.helperLogin.href()} replace />;
  return (
    <>
      <PageHeader title={t(words.editListing)} />
      <div className="container-page py-8 md:py-12">
        <div className="mx-auto flex max-w-xl flex-col gap-8 rounded-2xl bg-white p-5 shadow-card sm:p-8">
          <Link
            to={paths.helperAccount.href()}
            className="self-start font-semibold text-brand-700 text-sm underline underline-offset-4"
          >
            {t(words.backToAccount)}
          </Link>
          <p className="text-muted">{t(words.editListingIntro)}</p>
          <HelperListing />
        </div>
      </div>
    </>
  );
}

function HelperListing() {
  const listing = useHelperListing();
  if (listing.isPending) return <Loading />;
  if (listing.isError) {
    return <QueryError error={listing.error} onRetry={() => void listing.refetch()} />;
  }
  return (
    <>
      <ListingDetailsForm listing={listing.data} />
      <ListingPhotos listing={listing.data} />
    </>
  );
}
