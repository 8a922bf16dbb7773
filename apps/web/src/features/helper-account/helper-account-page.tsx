import * as words from "@sahayi/contract/i18n/en/helper-account";
import { useRef } from "react";
import { Navigate } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { ActivityCounts } from "./account/activity-counts.tsx";
import { AvailabilityControl } from "./account/availability-control.tsx";
import { DataRightsSection } from "./account/data-rights-section.tsx";
import { ListingSummary } from "./account/listing-summary.tsx";
import { StatusPanel } from "./account/status-panel.tsx";
import { StillAvailable } from "./account/still-available.tsx";
import { useHelperAccount } from "./api/account.ts";
import { useHelperSignOut } from "./api/sign-in.ts";
import { useHelperSignedIn } from "./helper-session.ts";

/**
 * A helper's own page (decision 044): her status in words, her listing as households see it,
 * her counts of the last 30 days, and her pause. Without her login she goes to sign in; when
 * it ends (signed out, or the server will not renew it) she is sent there too.
 */
export function HelperAccountPage() {
  const signedIn = useHelperSignedIn();
  if (!signedIn) return <Navigate to={paths.helperLogin.href()} replace />;
  return (
    <>
      <PageHeader title={t(words.accountTitle)} />
      <div className="container-page py-8 md:py-12">
        <div className="mx-auto flex max-w-xl flex-col gap-8 rounded-2xl bg-white p-5 shadow-card sm:p-8">
          <HelperAccount />
        </div>
      </div>
    </>
  );
}

function HelperAccount() {
  const account = useHelperAccount();
  const signOut = useHelperSignOut();
  const statusRef = useRef<HTMLDivElement>(null);
  if (account.isPending) return <Loading />;
  if (account.isError) {
    return <QueryError error={account.error} onRetry={() => void account.refetch()} />;
  }
  const listed = account.data.status === "approved" || account.data.status === "paused";
  return (
    <>
      <ListingSummary account={account.data} />
      <StatusPanel account={account.data} statusRef={statusRef} />
      {account.data.status === "approved" ? <StillAvailable account={account.data} /> : null}
      {listed ? (
        <AvailabilityControl account={account.data} onChanged={() => statusRef.current?.focus()} />
      ) : null}
      <ActivityCounts activity={account.data.last_30_days} />
      <DataRightsSection phone={account.data.mobile_number} />
      <button type="button" className="btn btn-outline w-full" onClick={signOut}>
        {t(words.signOut)}
      </button>
    </>
  );
}
