/**
 * The Verified badge as the public sees it (decision 019): which kinds
 * of check an admin made and in which month, never the checks' details (no document
 * characters, no names of references). Only checks younger than VERIFICATION_VALID_DAYS count.
 * No zod here (the schema is in catalog.ts). The API words the badge (`verification_summary`),
 * so the helper's page, on a phone's tight first download (decision 009), only shows a string.
 */
export const VERIFICATION_KINDS = ["id_document", "police_clearance", "reference"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** One kind of check: how many current records of it, and the month of the newest (YYYY-MM). */
export interface VerificationCheck {
  kind: VerificationKind;
  count: number;
  month: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" → "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? ""} ${year ?? ""}`.trim();
}

/** One check in words: "ID checked Mar 2026", "Police clearance Feb 2026", "2 references Jan 2026". */
export function verificationCheckText(check: VerificationCheck): string {
  const when = monthLabel(check.month);
  switch (check.kind) {
    case "id_document":
      return `ID checked ${when}`;
    case "police_clearance":
      return `Police clearance ${when}`;
    case "reference":
      return `${check.count} ${check.count === 1 ? "reference" : "references"} ${when}`;
  }
}

/** The badge's words, checks in the order of VERIFICATION_KINDS, joined by " · ". */
export function verificationBadgeText(checks: readonly VerificationCheck[]): string {
  return checks.map(verificationCheckText).join(" · ");
}
