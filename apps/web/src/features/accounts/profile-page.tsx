import { useLocation } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../lib/paths.ts";

const sections: Record<string, string> = {
  [paths.profile.pattern]: "Profile",
  [paths.profileTransactions.pattern]: "Transaction details",
  [paths.profileMaids.pattern]: "Maids",
};

/**
 * Spec §2 profile area: one screen for /profile, /profile/transaction-details and
 * /profile/maids, showing the section the path names. Built with the accounts feature.
 */
export function ProfilePage() {
  const { pathname } = useLocation();
  const section = sections[pathname.replace(/\/+$/, "")] ?? "Profile";
  return (
    <>
      <PageHeader title="My Profile" />
      <div className="container-page py-12">
        <h2 className="font-semibold text-2xl text-brand-900">{section}</h2>
        <p className="mt-2 text-lg text-muted">This page is coming soon.</p>
      </div>
    </>
  );
}
