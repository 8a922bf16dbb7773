import { describe, expect, it } from "vitest";
import { enquiryProgress } from "./enquiry-progress.ts";

describe("enquiryProgress", () => {
  it("counts used enquiries and the percentage of the plan", () => {
    expect(enquiryProgress(3, 10)).toEqual({
      remaining: 3,
      total: 10,
      used: 7,
      percent: 70,
      usedUp: false,
    });
  });

  it("clamps a negative remaining count to 0 and calls the quota used up", () => {
    expect(enquiryProgress(-2, 5)).toMatchObject({
      remaining: 0,
      used: 5,
      percent: 100,
      usedUp: true,
    });
    expect(enquiryProgress(0, 5).usedUp).toBe(true);
  });

  it("shows a full bar for a plan without enquiries", () => {
    expect(enquiryProgress(0, 0)).toMatchObject({ used: 0, percent: 100, usedUp: true });
  });
});
