import { describe, expect, it } from "vitest";
import { verificationCheckSchema } from "../src/catalog/catalog.ts";
import { monthLabel, verificationBadgeText } from "../src/verification.ts";

describe("verificationBadgeText", () => {
  it("names each kind and its month, references counted", () => {
    expect(
      verificationBadgeText([
        { kind: "id_document", count: 1, month: "2026-03" },
        { kind: "police_clearance", count: 1, month: "2026-02" },
        { kind: "reference", count: 2, month: "2026-01" },
      ]),
    ).toBe("ID checked Mar 2026 · Police clearance Feb 2026 · 2 references Jan 2026");
    expect(verificationBadgeText([{ kind: "reference", count: 1, month: "2025-12" }])).toBe(
      "1 reference Dec 2025",
    );
    expect(verificationBadgeText([])).toBe("");
  });

  it("in Malayalam: each kind in the glossary's words, the month as ml-IN writes it", () => {
    const badge = verificationBadgeText(
      [
        { kind: "id_document", count: 1, month: "2026-03" },
        { kind: "police_clearance", count: 1, month: "2026-02" },
        { kind: "reference", count: 2, month: "2026-01" },
      ],
      "ml",
    );
    expect(badge).toBe(
      "തിരിച്ചറിയൽ രേഖ പരിശോധിച്ചു (2026 മാർ) · പോലീസ് ക്ലിയറൻസ് (2026 ഫെബ്രു) · 2 റഫറൻസ് (2026 ജനു)",
    );
    expect(badge).not.toMatch(/[A-Za-z]/);
    expect(verificationBadgeText([{ kind: "reference", count: 1, month: "2025-12" }], "ml")).toBe(
      "1 റഫറൻസ് (2025 ഡിസം)",
    );
    // A month the API never sends stays as it came rather than reading "Invalid Date".
    expect(verificationBadgeText([{ kind: "reference", count: 1, month: "2025-13" }], "ml")).toBe(
      "1 റഫറൻസ് (2025-13)",
    );
  });

  it("writes every month by its short name", () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      monthLabel(`2026-${String(i + 1).padStart(2, "0")}`),
    );
    expect(months.join(" ")).toBe(
      "Jan 2026 Feb 2026 Mar 2026 Apr 2026 May 2026 Jun 2026 Jul 2026 Aug 2026 Sep 2026 Oct 2026 Nov 2026 Dec 2026",
    );
  });
});

describe("odd months and the badge's checks on the wire", () => {
  it("a month out of range keeps only its year; nothing at all is empty", () => {
    expect(monthLabel("2026-13")).toBe("2026");
    expect(monthLabel("2026")).toBe("2026");
    expect(monthLabel("")).toBe("");
  });

  it("a check is of a kind, counted from one, in a month written YYYY-MM", () => {
    const check = { kind: "reference", count: 2, month: "2026-03" };
    expect(verificationCheckSchema.parse(check)).toEqual(check);
    for (const bad of [
      { count: 0 },
      { month: "x2026-03" },
      { month: "2026-031" },
      { month: "2026-3" },
    ]) {
      expect(
        verificationCheckSchema.safeParse({ ...check, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });
});
