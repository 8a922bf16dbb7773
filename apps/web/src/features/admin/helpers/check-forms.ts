import { ID_DOCUMENT_TYPES, type VerificationRecord } from "@sahayi/contract/admin/helpers";
import type { VerificationKind } from "@sahayi/contract/verification";

/** The verification records' forms and lines, apart from the section so they read alone. */

/** One input of a check's form: its wire name, label, and a list or a date where it is one. */
export interface CheckField {
  name: string;
  label: string;
  options?: readonly string[];
  type?: "date" | "text";
  hint?: string;
  maxLength?: number;
  multiline?: boolean;
}

export const CHECK_FIELDS: Record<VerificationKind, CheckField[]> = {
  id_document: [
    { name: "document_type", label: "Document type", options: ID_DOCUMENT_TYPES },
    {
      name: "document_last4",
      label: "Last 4 characters of the number",
      hint: "Only the last 4. Never type or keep the whole number, nor a copy of the document.",
      maxLength: 4,
    },
    { name: "checked_on", label: "Date checked", type: "date" },
  ],
  police_clearance: [
    { name: "police_station", label: "Issuing police station", maxLength: 100 },
    { name: "checked_on", label: "Date of issue", type: "date" },
  ],
  reference: [
    { name: "reference_name", label: "Who was called", maxLength: 100 },
    { name: "relationship", label: "Relationship", maxLength: 100 },
    { name: "note", label: "Note", maxLength: 500, multiline: true },
    { name: "checked_on", label: "Date called", type: "date" },
  ],
};

/** A day in the admin's own time zone, as a date input wants it (YYYY-MM-DD); today unless told. */
export const today = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The record's own details in a line; the admin sees the last 4 characters, the public never. */
export function checkDetails(record: VerificationRecord): string {
  switch (record.kind) {
    case "id_document":
      return `${record.document_type} ending ${record.document_last4}`;
    case "police_clearance":
      return `Issued by ${record.police_station}`;
    case "reference":
      return `${record.reference_name} (${record.relationship}): ${record.note}`;
  }
}

/** A new form of one kind: the kind travels as a fixed field, dates start at `day`, texts empty. */
export const blankCheck = (kind: VerificationKind, day: string) =>
  Object.fromEntries([
    ["kind", kind],
    ...CHECK_FIELDS[kind].map((f) => [f.name, f.type === "date" ? day : ""]),
  ]) as Record<string, string>;
