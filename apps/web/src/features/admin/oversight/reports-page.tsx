import type { AdminContactReport } from "@sahayi/contract";
import {
  CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
  CONTACT_REPORT_REASON_LABELS,
  DELIST_ACCEPTED_REPORTS,
  DELIST_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Field, inputClass } from "../../../components/fields/field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminPages } from "../admin-paths.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { dateTime } from "../formats.ts";
import { useContactReports, useDecideReport } from "./oversight-api.ts";

/**
 * Contact reports waiting for a decision, oldest first. Accepting gives the household its
 * enquiry back (once); the third accepted report in 30 days takes the helper off the site.
 */
export function ReportsPage() {
  const reports = useContactReports();
  const decide = useDecideReport();
  const run = (id: number, decision: "accepted" | "declined", reason?: string) =>
    decide.mutate(
      { id, decision, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (answer) =>
          toast.success(
            decision === "declined"
              ? "Report declined."
              : [
                  answer.enquiry_returned
                    ? "Report accepted; the enquiry went back to the household."
                    : "Report accepted; no running plan could take the enquiry back.",
                  answer.maid_delisted ? "The helper was taken off the site." : "",
                ]
                  .join(" ")
                  .trim(),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <h1 id="reports-heading" className="font-bold text-2xl">
        Contact reports
      </h1>
      {reports.isPending ? <p>Loading…</p> : null}
      {reports.isError ? <p role="alert">{errorMessage(reports.error)}</p> : null}
      {reports.data?.reports.length === 0 ? <p>No reports are waiting.</p> : null}
      <ul className="flex flex-col gap-3">
        {reports.data?.reports.map((report) => (
          <li key={report.id} className="flex flex-col gap-2 rounded border border-stone-300 p-3">
            <p>
              <span className="font-semibold">{report.user_name}</span> reported{" "}
              <Link
                className="text-brand-800 underline"
                to={adminPages.helper.href(report.maid_id)}
              >
                {report.maid_name}
              </Link>
              : {CONTACT_REPORT_REASON_LABELS[report.reason]}
            </p>
            {report.note ? <p className="text-stone-700">“{report.note}”</p> : null}
            <p className="text-sm text-stone-600">{dateTime(report.created_at)}</p>
            <div className="flex gap-2">
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    disabled={decide.isPending}
                    aria-label={`Accept the report on ${report.maid_name} by ${report.user_name}`}
                    className="rounded bg-green-800 px-4 py-2 font-semibold text-white"
                  >
                    Accept
                  </button>
                }
                title="Accept this report?"
                description={`${report.user_name} gets the enquiry back (once), and the report counts against ${report.maid_name}: ${DELIST_ACCEPTED_REPORTS} accepted reports in ${DELIST_WINDOW_DAYS} days take her off the site. This cannot be undone here.`}
                confirmLabel="Accept report"
                onConfirm={() => run(report.id, "accepted")}
              />
              <DeclineReport
                report={report}
                pending={decide.isPending}
                onDecline={(reason) => run(report.id, "declined", reason)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Decline asks first, with a place for the reason the household is told by SMS and e-mail.
 * The reason lives here, outside the dialog, so Cancel or a failed request keeps what was typed.
 */
function DeclineReport(props: {
  report: AdminContactReport;
  pending: boolean;
  onDecline: (reason: string) => void;
}) {
  const { report } = props;
  const [reason, setReason] = useState("");
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          disabled={props.pending}
          aria-label={`Decline the report on ${report.maid_name} by ${report.user_name}`}
          className="rounded border border-stone-500 px-4 py-2 font-semibold"
        >
          Decline
        </button>
      }
      title="Decline this report?"
      description={`The enquiry stays used. ${report.user_name} is told by SMS and e-mail, with your reason if you give one.`}
      confirmLabel="Decline report"
      onConfirm={() => props.onDecline(reason)}
    >
      <Field
        label="Reason for the household (optional)"
        hint={`${reason.length} of ${CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH} characters; a short reason fits one SMS.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
