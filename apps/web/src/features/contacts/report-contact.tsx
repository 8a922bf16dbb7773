import type { ContactReportReason, PurchasedMaid } from "@sahayi/contract";
import {
  CONTACT_REPORT_NOTE_MAX_LENGTH,
  CONTACT_REPORT_REASON_LABELS,
  CONTACT_REPORT_REASONS,
  CONTACT_REPORT_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { revealMessages } from "@sahayi/contract/messages";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { inputClass } from "../../components/fields/field.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { useReportContact } from "./api/purchased-maids.ts";

/**
 * "Report this contact" under a purchased helper's card: a disclosure with the three reasons
 * and an optional note. Sent once; the card then shows the report and its status. Each press of
 * the hiring question's "Not reachable" (`notReachable` counts them) opens it with that reason
 * chosen, keeping a note already written, and takes the focus there.
 */
export function ReportContact({
  maid,
  notReachable,
}: {
  maid: PurchasedMaid;
  notReachable: number;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ContactReportReason | null>(null);
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const send = useReportContact();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const pressed = useRef(notReachable);
  const focusForm = useRef(false);
  useEffect(() => {
    if (notReachable === pressed.current) return;
    pressed.current = notReachable;
    focusForm.current = true;
    setOpen(true);
    setReason("not_reachable");
    setMissingReason(false);
  }, [notReachable]);
  // The form is drawn by the state set above: focus it once it is.
  useEffect(() => {
    if (!focusForm.current || !form.current) return;
    focusForm.current = false;
    form.current.focus();
  });

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
      ref={form}
      tabIndex={-1}
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
