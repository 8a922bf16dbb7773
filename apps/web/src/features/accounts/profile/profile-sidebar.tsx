import type { ProfileDetails } from "@sahayi/contract";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as profile from "@sahayi/contract/i18n/en/profile";
import { amount } from "@sahayi/contract/i18n/en/registration";
import { shortlistTab } from "@sahayi/contract/i18n/en/shortlist";
import { imageVariant } from "@sahayi/contract/images";
import { emptyStates } from "@sahayi/contract/messages";
import { formatRupees } from "@sahayi/contract/money";
import { NavLink } from "react-router";
import { UserIcon } from "../../../components/icons.tsx";
import { PlanName } from "../../../components/plans/plan-name.tsx";
import { formatDate } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { useLogout } from "../api/logout.ts";

const tabs = [
  { label: panels.profile, to: paths.profile.href() },
  { label: profile.transactionDetails, to: paths.profileTransactions.href() },
  { label: profile.maidsTab, to: paths.profileMaids.href() },
  { label: shortlistTab, to: paths.profileShortlist.href() },
];

/** Product §2: picture, name, Subscription Details, and the tabs Profile, Transaction details, Maids, Shortlist, Logout. */
export function ProfileSidebar({ details }: { details: ProfileDetails }) {
  const logout = useLogout();
  const { user, user_subscription: subscriptions } = details;
  return (
    <aside
      aria-label={t(profile.accountSections)}
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
        <h2 className="font-semibold text-brand-900">{t(profile.subscriptionDetails)}</h2>
        {subscriptions.length === 0 ? (
          <p className="mt-1 text-muted">{t(emptyStates.noSubscriptions)}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-3">
            {subscriptions.map((subscription) => (
              <li key={subscription.id} className="rounded-xl bg-brand-50 p-3 text-sm">
                <PlanName plan={subscription.maid_registration_plan} />
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted">
                  <dt>{t(amount)}</dt>
                  <dd>{formatRupees(subscription.total_amount)}</dd>
                  <dt>{t(profile.started)}</dt>
                  <dd>{formatDate(subscription.start_date)}</dd>
                  <dt>{t(profile.validUntil)}</dt>
                  <dd>{formatDate(subscription.end_date)}</dd>
                  <dt>{t(profile.enquiriesLeft)}</dt>
                  <dd>
                    {t(profile.leftOf, {
                      left: subscription.remaining_enquiry,
                      total: subscription.enquiry,
                    })}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {subscriptions.length > 1 ? (
          <p className="mt-2 font-medium text-brand-900 text-sm">
            {t(profile.inAll, {
              left: user.user_remaining_enquiry,
              total: user.user_total_enquiry,
            })}
          </p>
        ) : null}
      </div>

      <nav aria-label={t(profile.profileSections)}>
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
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className="w-full rounded-lg px-4 py-2.5 text-left font-medium text-accent-700 hover:bg-accent-50"
            >
              {t(panels.logout)}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
