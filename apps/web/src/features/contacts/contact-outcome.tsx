import type { ContactOutcome as Outcome, PurchasedMaid } from "@sahayi/contract";
import { CONTACT_REPORT_REASON_LABELS } from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n.ts";
import { useContactOutcome } from "./api/purchased-maids.ts";

const ANSWERED = {
  hired: contacted.answeredHired,
  not_hired: contacted.answeredNotHired,
} as const satisfies Record<Outcome, string>;

type View = "answered" | "question";

const CHOICES = [
  ["hired", contacted.hired],
  ["not_hired", contacted.notHired],
] as const;

/**
 * "Did you hire Lakshmi?" under a purchased helper's card: Hired, Not hired, and Not reachable
 * while the contact can still be reported (`onNotReachable` opens that report). Once answered,
 * the card says the answer, which can be changed; the focus follows the person between the two,
 * so a keyboard or screen reader is never left at the top of the page.
 */
export function ContactOutcome({
  maid,
  onNotReachable,
}: {
  maid: PurchasedMaid;
  onNotReachable?: (() => void) | undefined;
}) {
  const [changing, setChanging] = useState(false);
  const send = useContactOutcome();
  const id = useId();
  // The view the focus should move to once it is drawn. An answer's view waits for the list's
  // new answer, which the query cache delivers a moment after the mutation's own callback.
  const focusNext = useRef<View | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const view: View = maid.outcome && !changing ? "answered" : "question";

  useEffect(() => {
    if (focusNext.current !== view) return;
    focusNext.current = null;
    const buttons = area.current;
    (
      buttons?.querySelector<HTMLButtonElement>("button[aria-pressed=true]") ??
      buttons?.querySelector<HTMLButtonElement>("button")
    )?.focus();
  });
  const show = (change: boolean) => {
    focusNext.current = change ? "question" : "answered";
    setChanging(change);
  };

  if (view === "answered" && maid.outcome) {
    return (
      <div ref={area} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p id={`${id}-answer`} data-testid="contact-outcome" className="text-ink">
          {t(ANSWERED[maid.outcome], { name: maid.name })}
        </p>
        <button
          type="button"
          aria-describedby={`${id}-answer`}
          onClick={() => show(true)}
          className="min-h-10 font-medium text-brand-700 underline underline-offset-2"
        >
          {t(contacted.changeAnswer)}
        </button>
      </div>
    );
  }

  const answer = (outcome: Outcome) =>
    send.mutate({ maid_id: maid.id, outcome }, { onSuccess: () => show(false) });
  return (
    <div ref={area}>
      <fieldset className="flex flex-col gap-2 rounded-xl bg-cream p-3">
        <legend className="float-left mb-2 w-full font-medium text-ink text-sm">
          {t(contacted.hireQuestion, { name: maid.name })}
        </legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map(([outcome, label]) => (
            <button
              key={outcome}
              type="button"
              aria-pressed={maid.outcome === outcome}
              disabled={send.isPending}
              onClick={() => answer(outcome)}
              className={`btn min-h-10 px-3 text-sm ${maid.outcome === outcome ? "btn-primary" : "btn-outline"}`}
            >
              {t(label)}
            </button>
          ))}
          {onNotReachable ? (
            <button
              type="button"
              disabled={send.isPending}
              onClick={onNotReachable}
              className="btn btn-outline min-h-10 px-3 text-sm"
            >
              {t(CONTACT_REPORT_REASON_LABELS.not_reachable)}
            </button>
          ) : null}
        </div>
        {send.isError ? (
          <p role="alert" className="font-medium text-accent-800 text-sm">
            {errorMessage(send.error)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
