import {
  ID_DOCUMENT_TYPES,
  type VerificationRecord,
  verificationInputSchema,
} from "@sahayi/contract/admin/helpers";
import { VERIFICATION_KINDS } from "@sahayi/contract/verification";
import { describe, expect, it } from "vitest";
import { blankCheck, CHECK_FIELDS, checkDetails, today } from "./check-forms.ts";

/** A value the contract takes for a field of the form. */
const filled = (name: string) =>
  name === "document_type" ? ID_DOCUMENT_TYPES[0] : name === "document_last4" ? "4821" : "Aluva";

describe("the check forms", () => {
  it("send every field of their kind that the contract asks for, and no other", () => {
    for (const kind of VERIFICATION_KINDS) {
      const { error } = verificationInputSchema.safeParse({ kind });
      const asked = new Set(error?.issues.map((issue) => String(issue.path[0])));
      expect(new Set(CHECK_FIELDS[kind].map((f) => f.name)), kind).toEqual(asked);
    }
  });

  it("limit each text input to what the contract takes", () => {
    const day = "2026-01-15";
    for (const kind of VERIFICATION_KINDS) {
      for (const field of CHECK_FIELDS[kind].filter((f) => f.maxLength !== undefined)) {
        const body = { ...blankCheck(kind, day) };
        for (const f of CHECK_FIELDS[kind]) if (f.type !== "date") body[f.name] = filled(f.name);
        const max = field.maxLength ?? 0;
        const fits = "A".repeat(max);
        const over = "A".repeat(max + 1);
        expect(verificationInputSchema.safeParse({ ...body, [field.name]: fits }).success).toBe(
          true,
        );
        expect(verificationInputSchema.safeParse({ ...body, [field.name]: over }).success).toBe(
          false,
        );
      }
    }
  });

  it("start with the kind, the date given in every date field and empty texts", () => {
    for (const kind of VERIFICATION_KINDS) {
      const blank = blankCheck(kind, "2026-02-01");
      expect(blank.kind).toBe(kind);
      for (const field of CHECK_FIELDS[kind]) {
        expect(blank[field.name]).toBe(field.type === "date" ? "2026-02-01" : "");
      }
      expect(Object.keys(blank)).toHaveLength(CHECK_FIELDS[kind].length + 1);
    }
  });
});

describe("today", () => {
  it("is the admin's local calendar day, not the UTC one", () => {
    for (const moment of ["2026-03-31T23:30:00Z", "2026-04-01T00:30:00Z", "2026-12-31T18:45:00Z"]) {
      const now = new Date(moment);
      const pad = (n: number) => String(n).padStart(2, "0");
      const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      expect(today(now)).toBe(local);
    }
  });
});

describe("checkDetails", () => {
  const base = {
    id: 1,
    checked_on: "2026-01-15",
    current: true,
    recorded_by: "Admin",
    recorded_at: "2026-01-15T10:00:00Z",
  };

  it("shows an identity document by its type and last 4 characters only", () => {
    const record = {
      ...base,
      kind: "id_document",
      document_type: "Aadhaar",
      document_last4: "4821",
    } as VerificationRecord;
    expect(checkDetails(record)).toBe("Aadhaar ending 4821");
  });

  it("names the police station, and the reference with relationship and note", () => {
    const police = {
      ...base,
      kind: "police_clearance",
      police_station: "Aluva Police Station",
    } as VerificationRecord;
    const reference = {
      ...base,
      kind: "reference",
      reference_name: "Mrs. Thomas",
      relationship: "Former employer",
      note: "Would hire again.",
    } as VerificationRecord;
    expect(checkDetails(police)).toBe("Issued by Aluva Police Station");
    expect(checkDetails(reference)).toBe("Mrs. Thomas (Former employer): Would hire again.");
  });
});
