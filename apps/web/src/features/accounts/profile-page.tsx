import { myProfile } from "@sahayi/contract/i18n/en/profile";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";
import { useProfile } from "../../lib/queries/get-profile.ts";
import { ExpiredBanner } from "./profile/expired-banner.tsx";
import { PrivacySection } from "./profile/privacy-section.tsx";
import { ProfileForm } from "./profile/profile-form.tsx";
import { ProfileSidebar } from "./profile/profile-sidebar.tsx";
import { Transactions } from "./profile/transactions.tsx";

/**
 * Product §2 profile area: one screen for /profile, /profile/transaction-details and
 * /profile/maids and /profile/shortlist; the left panel's tabs are links, so each section has
 * its own address. The Maids tab belongs to the contacts feature and the Shortlist to the
 * shortlist feature; the router hands the one of its address in as `tab`.
 */
export function ProfilePage({ tab }: { tab?: ReactNode }) {
  const { pathname } = useLocation();
  const profile = useProfile();
  const section = pathname.replace(/\/+$/, "");

  return (
    <>
      <PageHeader title={t(myProfile)} />
      <div className="container-page py-8 md:py-12">
        {profile.isPending ? (
          <Loading />
        ) : profile.isError ? (
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <div className="flex flex-col gap-6">
            <ExpiredBanner details={profile.data} />
            <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
              <ProfileSidebar details={profile.data} />
              <section
                aria-labelledby="profile-section-heading"
                className="min-w-0 rounded-2xl bg-white p-5 shadow-card sm:p-8"
              >
                {section === paths.profileTransactions.pattern ? (
                  <Transactions transactions={profile.data.transactions} />
                ) : tab ? (
                  tab
                ) : (
                  <>
                    <ProfileForm user={profile.data.user} />
                    <PrivacySection />
                  </>
                )}
              </section>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
