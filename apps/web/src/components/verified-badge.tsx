import type { Maid } from "@sahayi/contract";
import { verificationBadgeText } from "@sahayi/contract/verification";
import { CheckBadgeIcon } from "./icons.tsx";

/**
 * The Verified badge (DESIGN "Verified means something"): what our team checked and when,
 * e.g. "ID checked Mar 2026 · Police clearance Feb 2026 · 2 references Jan 2026". Nothing
 * for a helper with no current check. `compact` is the card's size.
 */
export function VerifiedBadge({ maid, compact = false }: { maid: Maid; compact?: boolean }) {
  if (maid.verification.length === 0) return null;
  const checked = verificationBadgeText(maid.verification);
  return (
    <p
      data-testid="verified-badge"
      className={`flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 ${compact ? "text-xs" : "text-sm"}`}
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200">
        <CheckBadgeIcon width={compact ? 14 : 16} height={compact ? 14 : 16} />
        Verified
      </span>
      <span className="text-muted [overflow-wrap:anywhere]">{checked}</span>
    </p>
  );
}
