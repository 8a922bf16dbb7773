import { HELPER_PAUSE_MAX_DAYS } from "@sahayi/contract/constants";
import { describe, expect, it } from "vitest";
import { addDays, isPauseEnd, pauseEndBounds } from "./pause-dates.ts";

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
