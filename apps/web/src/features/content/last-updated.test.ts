import { describe, expect, it } from "vitest";
import { lastUpdated } from "./last-updated.ts";

describe("lastUpdated", () => {
  it("writes the day in India the way the spec does", () => {
    // Midnight of 21 December in India is still 20 December in UTC.
    expect(lastUpdated("2024-12-20T18:30:00.000Z")).toBe("Dec 21 2024");
    expect(lastUpdated("2024-12-20T18:29:59.000Z")).toBe("Dec 20 2024");
    expect(lastUpdated("2026-01-02T03:04:05.000Z")).toBe("Jan 2 2026");
  });

  it("leaves a value that is not a date as it came", () => {
    expect(lastUpdated("soon")).toBe("soon");
  });
});
