import type { PurchasedMaid } from "@sahayi/contract";
import {
  CONTACT_REPORT_REASON_LABELS,
  CONTACT_REPORT_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import { contactedMessages } from "@sahayi/contract/contacts/contacted-messages";
import { maidsTab } from "@sahayi/contract/i18n/en/profile";
import { emptyStates, revealMessages } from "@sahayi/contract/messages";
import { RevealedNumbers } from "../../components/contacts/revealed-numbers.tsx";
import { Loading } from "../../components/loading.tsx";
import { MaidCard } from "../../components/maid-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { t } from "../../lib/i18n.ts";
import { usePurchasedMaids } from "./api/purchased-maids.ts";
import { ReportContact } from "./report-contact.tsx";

/**
 * Product §2 Maids tab: the helpers this user bought, each with the day it was contacted, its
 * numbers written out (with Copy) beside the call and message buttons, and for a week after
 * each purchase a way to report a dead contact; the rule is stated above the list.
 */
export function PurchasedMaidsTab() {
  const list = usePurchasedMaids();
  return (
    <>
      <h2 id="profile-section-heading" className="font-semibold text-2xl text-brand-900">
        {t(maidsTab)}
      </h2>
      <div className="mt-4">
        {list.isPending ? (
          <Loading label={t(emptyStates.loadingMaids)} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.maids.length === 0 ? (
          <p className="text-muted">{t(emptyStates.noMaidsAdded)}</p>
        ) : (
          <>
            <p className="mb-4 text-muted text-sm">
              {contactedMessages.reportRule(CONTACT_REPORT_WINDOW_DAYS)}
            </p>
            <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
              {list.data.maids.map((maid) => (
                <li key={maid.id} className="flex flex-col gap-2">
                  <MaidCard maid={maid} />
                  <p data-testid="contacted-on" className="text-ink text-sm">
                    {contactedOn(maid)}
                  </p>
                  <RevealedNumbers maid={maid} />
                  <ReportStatus maid={maid} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

const dayMonthFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "Asia/Kolkata",
});

/** "2025-11-12T05:06:07Z" → "12 Nov", the day in India. */
function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayMonthFormat.format(date);
}

const canReport = (maid: PurchasedMaid) => new Date(maid.report_until).getTime() > Date.now();

/** "Contacted 12 Nov · report until 19 Nov", and only the first part once the week is over. */
function contactedOn(maid: PurchasedMaid) {
  return contactedMessages.contactedOn(
    formatDayMonth(maid.purchased_at),
    canReport(maid) ? formatDayMonth(maid.report_until) : undefined,
  );
}

function ReportStatus({ maid }: { maid: PurchasedMaid }) {
  const report = maid.contact_report;
  if (report) {
    return (
      <p data-testid="contact-report" className="rounded-lg bg-sand/60 px-3 py-2 text-ink text-sm">
        {contactedMessages.reportLine(
          CONTACT_REPORT_REASON_LABELS[report.reason],
          report.status === "declined" && report.decline_reason
            ? revealMessages.reportDeclinedBecause(report.decline_reason)
            : revealMessages.reportStatus[report.status],
        )}
      </p>
    );
  }
  if (!canReport(maid)) return null;
  return <ReportContact maid={maid} />;
}
