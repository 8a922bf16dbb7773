import { adminMessages } from "@sahayi/contract/admin/messages";
import { type FormEvent, useId, useState } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client.ts";
import { type HelperAction, useAdminHelper, useHelperAction } from "../api.ts";
import { FactList } from "../fact-list.tsx";
import { dateTime, rupees } from "../formats.ts";
import { MessagesSection } from "../messages-section.tsx";
import { HelperEditSection } from "./helper-edit-section.tsx";
import { HelperReveals } from "./helper-reveals.tsx";
import { statusNames } from "./helpers-pages.tsx";
import { ListingChangesList } from "./listing-changes-list.tsx";
import { VerificationSection } from "./verification-section.tsx";

/** A reason for Reject or Suspend, asked for in the page (never a browser prompt). */
function ReasonForm(props: {
  action: "reject" | "suspend";
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const label = props.action === "reject" ? "Reason for rejecting" : "Reason for suspending";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(adminMessages.reasonRequired);
      return;
    }
    setProblem(null);
    props.onSubmit(reason);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        className="rounded border border-stone-400 p-2"
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={props.pending}
        className="self-start rounded bg-red-700 px-4 py-2 font-semibold text-white"
      >
        {props.action === "reject" ? "Reject" : "Suspend"}
      </button>
    </form>
  );
}

function ActionButton(props: { pending: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      disabled={props.pending}
      onClick={props.onClick}
      className="self-start rounded bg-green-800 px-4 py-2 font-semibold text-white"
    >
      {props.children}
    </button>
  );
}

/** Every field of one helper, photo and gallery at full size, payments, and the actions. */
export function AdminHelperPage() {
  const { id = "" } = useParams();
  const helper = useAdminHelper(id);
  const act = useHelperAction(id);
  const run = (action: HelperAction, reason?: string) =>
    act.mutate(
      { action, reason },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  if (helper.isPending) return <p>Loading…</p>;
  if (helper.isError) return <p role="alert">{errorMessage(helper.error)}</p>;
  const h = helper.data;
  const facts: [string, string][] = [
    ["Status", statusNames[h.status]],
    ["Phone", h.mobile_number],
    ["WhatsApp", h.whatsapp_number],
    ["Email", h.email],
    ["Address", h.address],
    ["District", h.district],
    ["Constituency", h.constituency],
    ["Pincode", h.pincode],
    ["Age", String(h.age)],
    ["Date of birth", h.date_of_birth],
    ["Gender", h.gender],
    ["Caste", h.caste],
    ["Language", h.language],
    ["Shift", h.shift],
    ["Experience", `${h.experience_years} years`],
    ["Categories", h.categories.join(", ")],
    ["About", h.about ?? ""],
    ["Registered", dateTime(h.created_at)],
  ];
  if (h.rejection_reason) facts.push(["Rejection reason", h.rejection_reason]);

  return (
    <article aria-labelledby="helper-heading" className="flex flex-col gap-6">
      <h1 id="helper-heading" className="font-bold text-2xl">
        {h.name}
      </h1>
      <img
        src={h.profile_picture}
        alt={h.name}
        className="max-h-[32rem] w-auto max-w-full self-start rounded"
      />
      <FactList facts={facts} />
      {h.gallery.length > 0 ? (
        <section aria-label="Gallery" className="flex flex-col gap-3">
          <h2 className="font-semibold text-xl">Gallery</h2>
          {h.gallery.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={`${h.name}, gallery ${index + 1}`}
              className="w-auto max-w-full self-start rounded"
            />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="font-semibold text-xl">
          Payment
        </h2>
        {h.payments.length === 0 ? (
          <p>No registration payment.</p>
        ) : (
          <ul>
            {h.payments.map((payment) => (
              <li key={payment.id}>
                {rupees(payment.total_paise)} · {payment.status} · {payment.provider}{" "}
                {payment.provider_payment_id ?? payment.provider_order_id}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="changes-heading" className="flex flex-col gap-3">
        <h2 id="changes-heading" className="font-semibold text-xl">
          Her changes waiting
        </h2>
        <ListingChangesList helperId={h.id} />
      </section>
      <HelperEditSection id={h.id} />
      <HelperReveals id={h.id} />
      <MessagesSection owner={{ helperId: h.id }} />
      <VerificationSection helperId={h.id} />
      <section aria-labelledby="actions-heading" className="flex flex-col gap-4">
        <h2 id="actions-heading" className="font-semibold text-xl">
          Actions
        </h2>
        {h.status === "pending" ? (
          <>
            <ActionButton pending={act.isPending} onClick={() => run("approve")}>
              Approve
            </ActionButton>
            <ReasonForm
              action="reject"
              pending={act.isPending}
              onSubmit={(r) => run("reject", r)}
            />
          </>
        ) : null}
        {h.status === "approved" ? (
          <ReasonForm
            action="suspend"
            pending={act.isPending}
            onSubmit={(r) => run("suspend", r)}
          />
        ) : null}
        {h.status === "suspended" ? (
          <ActionButton pending={act.isPending} onClick={() => run("restore")}>
            Restore
          </ActionButton>
        ) : null}
      </section>
    </article>
  );
}
