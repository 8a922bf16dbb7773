import type { MaidAccount } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { t } from "../../../lib/i18n.ts";

/** What came of her listing in the last 30 days: counts only, never who. */
export function ActivityCounts({ activity }: { activity: MaidAccount["last_30_days"] }) {
  return (
    <section aria-labelledby="helper-activity" className="flex flex-col gap-2">
      <h2 id="helper-activity" className="font-semibold text-brand-900 text-xl">
        {t(words.lastThirtyDays)}
      </h2>
      <ul className="flex flex-col gap-2" data-testid="helper-activity">
        <li className="rounded-xl bg-cream px-4 py-3 text-ink">
          {t(words.profileViews, { count: activity.profile_views })}
        </li>
        <li className="rounded-xl bg-cream px-4 py-3 text-ink">
          {t(words.numbersOpened, { count: activity.numbers_revealed })}
        </li>
        <li className="rounded-xl bg-cream px-4 py-3 text-ink">
          {t(words.hiresReported, { count: activity.hires_reported })}
        </li>
      </ul>
    </section>
  );
}
