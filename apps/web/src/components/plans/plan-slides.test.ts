import { PLANS_PER_CAROUSEL_VIEW } from "@sahayi/contract/constants";
import { describe, expect, it } from "vitest";
import { planSlides } from "./plan-slides.ts";

const plans = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("planSlides", () => {
  it("gives each plan a slide of its own on a desktop, where three are in view", () => {
    expect(planSlides(plans(5), true)).toEqual([[1], [2], [3], [4], [5]]);
  });

  it("stacks the plans in groups of three on a phone, the last group holding the rest", () => {
    for (const count of [0, 1, 3, 4, 7]) {
      const slides = planSlides(plans(count), false);
      expect(slides.flat()).toEqual(plans(count));
      expect(slides).toHaveLength(Math.ceil(count / PLANS_PER_CAROUSEL_VIEW));
      for (const slide of slides.slice(0, -1)) expect(slide).toHaveLength(PLANS_PER_CAROUSEL_VIEW);
    }
  });
});
