import { helperAccountMessages, type MaidAccount } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { contactUs } from "@sahayi/contract/i18n/en/panels";
import { registerAsMaid } from "@sahayi/contract/i18n/en/shell";
import type { Ref } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

/** Her status in words, and what she can do about it. */
function statusWords(account: MaidAccount): { text: string; next?: string } {
  switch (account.status) {
    case "awaiting_payment":
      return { text: t(words.statusAwaitingPayment), next: t(words.statusAwaitingPaymentNext) };
    case "pending":
      return { text: t(words.statusPending) };
    case "rejected":
      return {
        text: t(words.statusRejected, { reason: account.rejection_reason ?? "" }),
        next: t(words.statusRejectedNext),
      };
    case "approved":
      return { text: t(words.statusApproved) };
    case "paused":
      return {
        text: account.available_from
          ? t(words.statusPausedUntil, { date: formatDate(account.available_from) })
          : t(words.statusPaused),
      };
    case "suspended":
      return { text: t(words.statusSuspended) };
    case "deleted":
      return { text: t(helperAccountMessages.deleted) };
  }
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/**
 * Her status, read out when it changes (a pause, a resume). `statusRef` takes focus after
 * such a change, so a screen reader starts from the new words.
 */
export function StatusPanel({
  account,
  statusRef,
}: {
  account: MaidAccount;
  statusRef: Ref<HTMLDivElement>;
}) {
  const { text, next } = statusWords(account);
  const refused = account.status === "rejected";
  return (
    <section aria-labelledby="helper-status" className="flex flex-col gap-2">
      <h2 id="helper-status" className="font-semibold text-brand-900 text-xl">
        {t(words.statusHeading)}
      </h2>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        data-testid="helper-status"
        data-status={account.status}
        className="rounded-xl bg-cream px-4 py-3 text-ink focus:outline-none"
      >
        <p className="[overflow-wrap:anywhere]">{text}</p>
        {next ? <p className="mt-2 text-muted">{next}</p> : null}
      </div>
      {next || account.status === "suspended" ? (
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          {refused ? (
            <Link to={paths.registerMaid.href()} className={linkClass}>
              {t(registerAsMaid)}
            </Link>
          ) : null}
          <Link to={paths.contact.href()} className={linkClass}>
            {t(contactUs)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
