import type { ContactReportReason, PurchasedMaid } from "@sahayi/contract";
import {
  CONTACT_REPORT_NOTE_MAX_LENGTH,
  CONTACT_REPORT_REASON_LABELS,
  CONTACT_REPORT_REASONS,
  CONTACT_REPORT_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { revealMessages } from "@sahayi/contract/messages";
import { type FormEvent, useId, useState } from "react";
import { inputClass } from "../../components/fields/field.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { useReportContact } from "./api/purchased-maids.ts";

/**
 * "Report this contact" under a purchased helper's card: a disclosure with the three reasons
 * and an optional note. Sent once; the card then shows the report and its status.
 */
export function ReportContact({ maid }: { maid: PurchasedMaid }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ContactReportReason | null>(null);
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const send = useReportContact();
  const id = useId();

  if (!open) {
    return (
      <button
        type="button"
        aria-expanded={false}
        onClick={() => setOpen(true)}
        className="btn btn-outline min-h-10 px-3 text-sm"
      >
        {t(revealMessages.reportTitle)}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.mutate({ maid_id: maid.id, reason, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={`${t(revealMessages.reportTitle)}: ${maid.name}`}
      className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-card ring-1 ring-sand"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 font-medium text-ink text-sm">
          {t(revealMessages.reportTitle)}
        </legend>
        <p className="mb-1 text-muted text-xs">
          {t(contacted.reportRule, { days: CONTACT_REPORT_WINDOW_DAYS })}
        </p>
        {CONTACT_REPORT_REASONS.map((value) => (
          <label key={value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setMissingReason(false);
              }}
            />
            {t(CONTACT_REPORT_REASON_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink">{t(revealMessages.reportNote)}</span>
        <textarea
          value={note}
          maxLength={CONTACT_REPORT_NOTE_MAX_LENGTH}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className={inputClass}
        />
      </label>
      {missingReason ? <Alert>{t(revealMessages.reportReasonRequired)}</Alert> : null}
      {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
      <button
        type="submit"
        disabled={send.isPending}
        className="btn btn-primary min-h-10 px-3 text-sm"
      >
        {t(revealMessages.reportSubmit)}
      </button>
    </form>
  );
}

function Alert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 font-medium text-accent-800 text-sm"
    >
      {children}
    </p>
  );
}
