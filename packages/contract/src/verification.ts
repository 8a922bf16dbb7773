/**
 * The Verified badge as the public sees it (decision 019): which kinds
 * of check an admin made and in which month, never the checks' details (no document
 * characters, no names of references). Only checks younger than VERIFICATION_VALID_DAYS count.
 * No zod here (the schema is in catalog.ts). The API words the badge (`verification_summary`)
 * in the language asked for, so the helper's page, on a phone's tight first download
 * (decision 009), only shows a string.
 */
import type { Locale } from "./i18n/translate.ts";

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

/** Made at the first Malayalam badge: most requests are English and never need it. */
let malayalamMonthFormat: Intl.DateTimeFormat | undefined;

/** "2026-03" as a Malayalam page writes a month: "2026 മാർ". */
function malayalamMonth(month: string): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(first.getTime())) return month;
  malayalamMonthFormat ??= new Intl.DateTimeFormat("ml-IN", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return malayalamMonthFormat.format(first);
}

/** One check in words: "ID checked Mar 2026", "Police clearance Feb 2026", "2 references Jan 2026". */
export function verificationCheckText(check: VerificationCheck, locale: Locale = "en"): string {
  if (locale === "ml") return malayalamCheckText(check);
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

/** The same in Malayalam, in the words of docs/glossary-ml.md: "2 റഫറൻസ് (2026 ജനു)". */
function malayalamCheckText(check: VerificationCheck): string {
  const when = malayalamMonth(check.month);
  switch (check.kind) {
    case "id_document":
      return `തിരിച്ചറിയൽ രേഖ പരിശോധിച്ചു (${when})`;
    case "police_clearance":
      return `പോലീസ് ക്ലിയറൻസ് (${when})`;
    case "reference":
      return `${check.count} റഫറൻസ് (${when})`;
  }
}

/** The badge's words, checks in the order of VERIFICATION_KINDS, joined by " · ". */
export function verificationBadgeText(
  checks: readonly VerificationCheck[],
  locale: Locale = "en",
): string {
  return checks.map((check) => verificationCheckText(check, locale)).join(" · ");
}
