import { PAISE_PER_RUPEE } from "@sahayi/contract/constants";
import { describe, expect, it } from "vitest";
import { dateTime, rupees } from "./formats.ts";

describe("rupees", () => {
  it("shows whole rupees without decimals and paise with two digits", () => {
    expect(rupees(499 * PAISE_PER_RUPEE)).toBe("₹499");
    expect(rupees(58_882)).toBe("₹588.82");
    expect(rupees(58_880)).toBe("₹588.80");
  });

  it("groups digits the Indian way (lakh, crore)", () => {
    expect(rupees(1_23_45_678 * PAISE_PER_RUPEE + 5)).toBe("₹1,23,45,678.05");
  });
});

describe("dateTime", () => {
  it("writes the day before the month, as India reads a date", () => {
    const iso = "2026-03-04T10:00:00Z";
    const local = new Date(iso);
    const shown = dateTime(iso);
    // The day (4) comes before the month (3) in whatever time zone the test runs.
    const [day, month] = shown.split(/[/,]/).map(Number);
    expect([day, month]).toEqual([local.getDate(), local.getMonth() + 1]);
    expect(shown).toContain(String(local.getFullYear()));
  });
});
