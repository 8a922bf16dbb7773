import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { t } from "../lib/i18n.ts";

/**
 * The Verified badge (decision 019): what our team checked and when, in
 * the API's words ("ID checked Mar 2026 · 2 references Jan 2026"), so a phone's first download
 * of the helper's page carries no wording code (the first download's budget, decision 009, with bytes to spare only
 * this way). Nothing with no current check.
 */
export function VerifiedBadge({ maid }: { maid: Maid }) {
  if (!maid.verification_summary) return null;
  return (
    <p data-testid="verified-badge" className="text-muted text-sm">
      <b className="text-brand-800">{t(helper.verified)}</b> {maid.verification_summary}
    </p>
  );
}
