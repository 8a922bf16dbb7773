import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminPages } from "../admin-paths.ts";
import { rupees } from "../formats.ts";
import { MiniBars } from "./mini-bars.tsx";
import { useDashboard } from "./oversight-api.ts";

function Figure(props: { label: string; value: string; to?: string }) {
  return (
    <div className="flex flex-col rounded border border-stone-300 p-3">
      <dt className="text-sm text-stone-700">{props.label}</dt>
      <dd className="font-bold text-2xl">
        {props.to ? (
          <Link className="text-brand-800 underline" to={props.to}>
            {props.value}
          </Link>
        ) : (
          props.value
        )}
      </dd>
    </div>
  );
}

/** What an operator checks every morning: what waits for them, and how the days went. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <section aria-labelledby="dashboard-heading" className="flex flex-col gap-4">
      <h1 id="dashboard-heading" className="font-bold text-2xl">
        Dashboard
      </h1>
      {dashboard.isPending ? <p>Loading…</p> : null}
      {dashboard.isError ? <p role="alert">{errorMessage(dashboard.error)}</p> : null}
      {dashboard.data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure
              label="Registrations waiting"
              value={String(dashboard.data.registrations_waiting)}
              to={adminPages.review.href()}
            />
            <Figure
              label="Reports waiting"
              value={String(dashboard.data.reports_waiting)}
              to={adminPages.reports.href()}
            />
            <Figure label="New users today" value={String(dashboard.data.new_users_today)} />
            <Figure
              label="New users this week"
              value={String(dashboard.data.new_users_this_week)}
            />
            <Figure
              label="Revenue this week"
              value={rupees(dashboard.data.revenue_this_week_paise)}
            />
            <Figure
              label="Revenue this month"
              value={rupees(dashboard.data.revenue_this_month_paise)}
            />
          </dl>
          <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
            <MiniBars title="Contact reveals per day" days={dashboard.data.reveals_per_day} />
            <MiniBars title="New users per day" days={dashboard.data.new_users_per_day} />
            <MiniBars
              title="Revenue per day"
              days={dashboard.data.revenue_per_day_paise}
              format={rupees}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
