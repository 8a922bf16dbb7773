import type { ProfileDetails } from "@sahayi/contract";
import { imageVariant } from "@sahayi/contract/images";
import { emptyStates } from "@sahayi/contract/messages";
import { formatRupees } from "@sahayi/contract/money";
import { NavLink } from "react-router";
import { UserIcon } from "../../../components/icons.tsx";
import { PlanName } from "../../../components/plans/plan-name.tsx";
import { formatDate } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { useLogout } from "../api/logout.ts";

const tabs = [
  { label: "Profile", to: paths.profile.href() },
  { label: "Transaction details", to: paths.profileTransactions.href() },
  { label: "Maids", to: paths.profileMaids.href() },
];

/** Product §2: picture, name, Subscription Details, and the tabs Profile, Transaction details, Maids, Logout. */
export function ProfileSidebar({ details }: { details: ProfileDetails }) {
  const logout = useLogout();
  const { user, user_subscription: subscriptions } = details;
  return (
    <aside
      aria-label="Account"
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-card"
    >
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-800">
          {user.profile_picture ? (
            <img
              src={imageVariant(user.profile_picture, "card")}
              alt={user.name}
              width={80}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            <UserIcon width={36} height={36} aria-hidden="true" />
          )}
        </div>
        <p className="min-w-0 break-words font-semibold text-ink text-xl">{user.name}</p>
      </div>

      <div>
        <h2 className="font-semibold text-brand-900">Subscription Details</h2>
        {subscriptions.length === 0 ? (
          <p className="mt-1 text-muted">{emptyStates.noSubscriptions}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {subscriptions.map((subscription) => (
              <li key={subscription.id} className="rounded-xl bg-brand-50 p-3 text-sm">
                <PlanName plan={subscription.maid_registration_plan} />
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted">
                  <dt>Amount</dt>
                  <dd>{formatRupees(subscription.total_amount)}</dd>
                  <dt>Started</dt>
                  <dd>{formatDate(subscription.start_date)}</dd>
                  <dt>Valid until</dt>
                  <dd>{formatDate(subscription.end_date)}</dd>
                  <dt>Enquiries left</dt>
                  <dd>
                    {subscription.remaining_enquiry} of {subscription.enquiry}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {subscriptions.length > 1 ? (
          <p className="mt-2 font-medium text-brand-900 text-sm">
            In all: {user.user_remaining_enquiry} of {user.user_total_enquiry} enquiries left
          </p>
        ) : null}
      </div>

      <nav aria-label="Profile sections">
        <ul className="flex flex-col gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end
                className={({ isActive }) =>
                  `block rounded-lg px-4 py-2.5 font-medium ${
                    isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-sand"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className="w-full rounded-lg px-4 py-2.5 text-left font-medium text-accent-700 hover:bg-accent-50"
            >
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
