import type { AdminSubscription } from "@sahayi/contract";
import { useState } from "react";
import { useParams } from "react-router";
import { errorMessage } from "../../../lib/api-client.ts";
import { FactList } from "../fact-list.tsx";
import { dateTime, rupees } from "../formats.ts";
import { MessagesSection } from "../messages-section.tsx";
import { DeleteAccountForm } from "./user-delete.tsx";
import { AccountForm, ExtendForm, GrantForm } from "./user-forms.tsx";
import { useAdminUser } from "./users-api.ts";

function SubscriptionRow(props: { userId: number; plan: AdminSubscription }) {
  const [extending, setExtending] = useState(false);
  const { plan } = props;
  return (
    <li className="flex flex-col gap-2 border-stone-200 border-b py-2">
      <p>
        <span className="font-semibold">{plan.plan}</span>
        {plan.granted ? " (granted)" : ""} · {dateTime(plan.starts_at)} to {dateTime(plan.ends_at)}{" "}
        · {plan.running ? "running" : "not running"} · enquiries {plan.enquiries_used} used of{" "}
        {plan.enquiries_total}
      </p>
      <button
        type="button"
        aria-expanded={extending}
        className="self-start text-brand-800 text-sm underline"
        onClick={() => setExtending(!extending)}
      >
        {extending ? "Cancel" : "Extend"}
      </button>
      {extending ? (
        <ExtendForm
          userId={props.userId}
          subscriptionId={plan.id}
          onDone={() => setExtending(false)}
        />
      ) : null}
    </li>
  );
}

/** A user's profile, subscriptions, payments and helpers, and the admin's changes. */
export function AdminUserPage() {
  const id = Number(useParams().id);
  const user = useAdminUser(id);
  if (user.isPending) return <p>Loading…</p>;
  if (user.isError) return <p role="alert">{errorMessage(user.error)}</p>;
  const u = user.data;
  const facts: [string, string][] = [
    ["Phone", u.mobile_number],
    ["WhatsApp", u.whatsapp_number],
    ["Email", u.email],
    ["Address", u.address],
    ["District", u.district ?? ""],
    ["Pincode", u.pincode],
    ["Role", u.role],
    ["Created", dateTime(u.created_at)],
    [
      "Enquiries",
      u.active_plan ? `${u.remaining_enquiries} left of ${u.total_enquiries}` : "No plan running",
    ],
    ["Disabled", u.disabled_at ? dateTime(u.disabled_at) : "No"],
    ["Deleted", u.deleted_at ? dateTime(u.deleted_at) : "No"],
  ];
  return (
    <article aria-labelledby="user-heading" className="flex flex-col gap-6">
      <h1 id="user-heading" className="font-bold text-2xl">
        {u.name}
      </h1>
      <FactList facts={facts} />
      <section aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading" className="font-semibold text-xl">
          Subscriptions
        </h2>
        {u.subscriptions.length === 0 ? (
          <p>No subscriptions.</p>
        ) : (
          <ul>
            {u.subscriptions.map((plan) => (
              <SubscriptionRow key={plan.id} userId={u.id} plan={plan} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="transactions-heading">
        <h2 id="transactions-heading" className="font-semibold text-xl">
          Transactions
        </h2>
        {u.payments.length === 0 ? (
          <p>No payments.</p>
        ) : (
          <ul>
            {u.payments.map((p) => (
              <li key={p.id}>
                {dateTime(p.created_at)} · {p.plan} · {rupees(p.total_paise)} · {p.status} ·{" "}
                {p.provider} {p.provider_payment_id ?? p.provider_order_id}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="helpers-heading">
        <h2 id="helpers-heading" className="font-semibold text-xl">
          Purchased helpers
        </h2>
        {u.purchased_helpers.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {u.purchased_helpers.map((h) => (
              <li key={h.id}>
                {h.name} ({h.id}) · {dateTime(h.purchased_at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <MessagesSection owner={{ userId: u.id }} />
      <section aria-labelledby="user-actions-heading" className="flex flex-col gap-4">
        <h2 id="user-actions-heading" className="font-semibold text-xl">
          Actions
        </h2>
        {u.deleted_at ? (
          <p>This account was deleted; nothing more can be changed.</p>
        ) : (
          <>
            <GrantForm userId={u.id} hasRunningPlan={u.active_plan} />
            <AccountForm
              userId={u.id}
              disabled={u.disabled_at !== null}
              key={String(u.disabled_at)}
            />
            <DeleteAccountForm userId={u.id} name={u.name} />
          </>
        )}
      </section>
    </article>
  );
}
