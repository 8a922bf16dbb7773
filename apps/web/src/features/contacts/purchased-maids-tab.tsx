import type { PurchasedMaid } from "@sahayi/contract";
import { CONTACT_REPORT_REASON_LABELS } from "@sahayi/contract/constants";
import { emptyStates, revealMessages } from "@sahayi/contract/messages";
import { Loading } from "../../components/loading.tsx";
import { MaidCard } from "../../components/maid-card.tsx";
import { QueryError } from "../../components/query-error.tsx";
import { usePurchasedMaids } from "./api/purchased-maids.ts";
import { ReportContact } from "./report-contact.tsx";

/**
 * Spec §2 Maids tab: the helpers this user bought (Loading maids..., No maids added yet), with
 * call and message buttons, and for a week after each purchase a way to report a dead contact.
 */
export function PurchasedMaidsTab() {
  const list = usePurchasedMaids();
  return (
    <>
      <h2 id="profile-section-heading" className="font-semibold text-2xl text-brand-900">
        Maids
      </h2>
      <div className="mt-4">
        {list.isPending ? (
          <Loading label={emptyStates.loadingMaids} />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.maids.length === 0 ? (
          <p className="text-muted">{emptyStates.noMaidsAdded}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
            {list.data.maids.map((maid) => (
              <li key={maid.id} className="flex flex-col gap-2">
                <MaidCard maid={maid} />
                <ReportStatus maid={maid} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ReportStatus({ maid }: { maid: PurchasedMaid }) {
  const report = maid.contact_report;
  if (report) {
    return (
      <p data-testid="contact-report" className="rounded-lg bg-sand/60 px-3 py-2 text-ink text-sm">
        {CONTACT_REPORT_REASON_LABELS[report.reason]}: {revealMessages.reportStatus[report.status]}
      </p>
    );
  }
  if (new Date(maid.report_until).getTime() <= Date.now()) return null;
  return <ReportContact maid={maid} />;
}
