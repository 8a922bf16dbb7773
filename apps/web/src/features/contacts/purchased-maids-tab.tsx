import type { ContactReportReason, PurchasedMaid } from "@sahayi/contract";
import { CONTACT_REPORT_WINDOW_DAYS } from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { maidsTab } from "@sahayi/contract/i18n/en/profile";
import { emptyStates, revealMessages } from "@sahayi/contract/messages";
import { useState } from "react";
import { RevealedNumbers } from "../../components/contacts/revealed-numbers.tsx";
import { Loading } from "../../components/loading.tsx";
import { MaidCard } from "../../components/maid-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { formatDayMonth } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import { usePurchasedMaids } from "./api/purchased-maids.ts";
import { ContactOutcome } from "./contact-outcome.tsx";
import { ReportContact } from "./report-contact.tsx";

/**
 * Product §2 Maids tab: the helpers this user bought, each with the day it was contacted, its
 * numbers written out (with Copy) beside the call and message buttons, whether the household
 * hired her, and for a week after each purchase a way to report a dead contact; the rule is
 * stated above the list.
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
              {t(contacted.reportRule, { days: CONTACT_REPORT_WINDOW_DAYS })}
            </p>
            <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
              {list.data.maids.map((maid) => (
                <li key={maid.id} className="flex flex-col gap-2">
                  <MaidCard maid={maid} />
                  <p data-testid="contacted-on" className="text-ink text-sm">
                    {contactedOn(maid)}
                  </p>
                  <RevealedNumbers maid={maid} />
                  <AfterContact maid={maid} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

const canReport = (maid: PurchasedMaid) => new Date(maid.report_until).getTime() > Date.now();

/** "Contacted 12 Nov · report until 19 Nov", and only the first part once the week is over. */
function contactedOn(maid: PurchasedMaid) {
  const day = formatDayMonth(maid.purchased_at);
  return canReport(maid)
    ? t(contacted.contactedReportUntil, { day, until: formatDayMonth(maid.report_until) })
    : t(contacted.contactedOn, { day });
}

const REPORTED_AS: Record<ContactReportReason, string> = {
  not_reachable: contacted.reportedNotReachable,
  already_working: contacted.reportedAlreadyWorking,
  wrong_number: contacted.reportedWrongNumber,
};

/**
 * What came of a contact: the hiring question (gone while a report stands against the contact),
 * and the report, which "Not reachable" opens with that reason chosen.
 */
function AfterContact({ maid }: { maid: PurchasedMaid }) {
  const [notReachable, setNotReachable] = useState(0);
  const report = maid.contact_report;
  const reportable = canReport(maid) && !report;
  return (
    <>
      {report && report.status !== "declined" ? null : (
        <ContactOutcome
          maid={maid}
          onNotReachable={reportable ? () => setNotReachable((times) => times + 1) : undefined}
        />
      )}
      <ReportStatus maid={maid} notReachable={notReachable} />
    </>
  );
}

function ReportStatus({ maid, notReachable }: { maid: PurchasedMaid; notReachable: number }) {
  const report = maid.contact_report;
  if (report) {
    const status =
      report.status === "declined" && report.decline_reason
        ? t(contacted.declinedBecause, { reason: report.decline_reason })
        : t(revealMessages.reportStatus[report.status]);
    return (
      <p data-testid="contact-report" className="rounded-lg bg-sand/60 px-3 py-2 text-ink text-sm">
        {`${t(REPORTED_AS[report.reason])} ${status}`}
      </p>
    );
  }
  if (!canReport(maid)) return null;
  return <ReportContact maid={maid} notReachable={notReachable} />;
}
