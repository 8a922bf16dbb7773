import { describe, expect, it } from "vitest";
import { ageOn, birthDatesForAges, todayInIndia } from "../src/age.ts";
import { HELPER_PAUSE_MAX_DAYS } from "../src/constants.ts";
import { addDays, isPauseEnd, pauseEndBounds } from "../src/helper-account/pause-days.ts";

/** Every day from `from` to `to`, inclusive. */
function days(from: string, to: string): string[] {
  const all: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    all.push(new Date(t).toISOString().slice(0, 10));
  }
  return all;
}

describe("ageOn", () => {
  it("counts whole years, a year more from the birthday on", () => {
    expect(ageOn("1988-11-26", "2026-11-25")).toBe(37);
    expect(ageOn("1988-11-26", "2026-11-26")).toBe(38);
    expect(ageOn("1988-11-26", "2026-12-31")).toBe(38);
  });

  it("counts a birthday on 29 February from 1 March in other years", () => {
    expect(ageOn("2000-02-29", "2019-02-28")).toBe(18);
    expect(ageOn("2000-02-29", "2019-03-01")).toBe(19);
    expect(ageOn("2000-02-29", "2020-02-29")).toBe(20);
  });

  it("uses India's date: 20:00 UTC is already the next day there", () => {
    expect(todayInIndia(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-26");
    expect(todayInIndia(new Date("2026-11-25T18:00:00Z"))).toBe("2026-11-25");
  });
});

describe("birthDatesForAges", () => {
  // Each today: an ordinary day, a leap day, the day after one and New Year's Eve.
  for (const today of ["2026-11-26", "2024-02-29", "2025-03-01", "2026-12-31"]) {
    it(`is exactly the dates of birth aged 20 to 29 on ${today}`, () => {
      const { from, to } = birthDatesForAges(20, 29, today);
      const year = Number(today.slice(0, 4));
      for (const born of days(`${year - 31}-12-01`, `${year - 19}-02-01`)) {
        const age = ageOn(born, today);
        expect(born >= from && born <= to, `${born} is ${age}`).toBe(age >= 20 && age <= 29);
      }
    });
  }
});

describe("the days a pause may end on", () => {
  it("run from tomorrow to the most days ahead, on India's calendar", () => {
    // 20:00 in London on 31 March is already 1 April in India.
    const bounds = pauseEndBounds(new Date("2026-03-31T19:00:00Z"));
    expect(bounds).toEqual({
      min: "2026-04-02",
      max: addDays("2026-04-01", HELPER_PAUSE_MAX_DAYS),
    });
    expect(bounds.max).toBe("2026-06-30");
  });

  it("cross months, years and a leap day", () => {
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("take the first and the last day, and nothing outside or malformed", () => {
    const bounds = { min: "2026-04-02", max: "2026-06-30" };
    expect(isPauseEnd("2026-04-02", bounds)).toBe(true);
    expect(isPauseEnd("2026-06-30", bounds)).toBe(true);
    expect(isPauseEnd("2026-04-01", bounds)).toBe(false);
    expect(isPauseEnd("2026-07-01", bounds)).toBe(false);
    expect(isPauseEnd("", bounds)).toBe(false);
    expect(isPauseEnd("2026-5-01", bounds)).toBe(false);
  });
});
