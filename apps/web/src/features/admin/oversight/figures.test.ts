import { describe, expect, it } from "vitest";
import { barsOf, dayName, recordText } from "./figures.ts";

describe("recordText", () => {
  it("lists each field with its value, texts as they are and the rest as JSON", () => {
    expect(recordText({ status: "approved", enquiries: 3, tags: ["a"], note: null })).toBe(
      'status: approved, enquiries: 3, tags: ["a"], note: null',
    );
  });

  it("shows a dash for no record, and nothing for an empty one", () => {
    expect(recordText(null)).toBe("—");
    expect(recordText({})).toBe("");
  });
});

describe("dayName", () => {
  it("names the calendar day given, whatever the time zone", () => {
    expect(dayName("2026-11-12")).toBe("12 Nov");
    expect(dayName("2026-01-01")).toBe("1 Jan");
  });
});

describe("barsOf", () => {
  const days = [3, 0, 6, 1.5].map((value, index) => ({ day: `2026-11-0${index + 1}`, value }));
  const [width, height] = [280, 64];
  const bars = barsOf(days, width, height);

  it("gives each day an equal slot with a gap, left to right", () => {
    const slot = width / days.length;
    bars.forEach((bar, index) => {
      expect(bar.x).toBeCloseTo(index * slot + 1);
      expect(bar.width).toBeCloseTo(slot - 2);
    });
  });

  it("draws the highest day 2 short of the top and the others in proportion, from the bottom", () => {
    const highest = Math.max(...days.map((day) => day.value));
    bars.forEach((bar, index) => {
      expect(bar.height).toBeCloseTo(((days[index]?.value ?? 0) / highest) * (height - 2));
      expect(bar.y + bar.height).toBeCloseTo(height);
    });
    expect(Math.min(...bars.map((bar) => bar.y))).toBeCloseTo(2);
  });

  it("draws no bar at all while every day is 0, and nothing for no days", () => {
    const quiet = barsOf([{ day: "2026-11-01", value: 0 }], width, height);
    expect(quiet[0]?.height).toBe(0);
    expect(barsOf([], width, height)).toEqual([]);
  });
});
