import { PLANS_PER_CAROUSEL_VIEW } from "@sahayi/contract/constants";

/** Plans in slides: one plan a slide on a desktop (3 in view), 3 stacked a slide on a phone. */
export function planSlides<T>(plans: T[], desktop: boolean): T[][] {
  if (desktop) return plans.map((plan) => [plan]);
  const slides: T[][] = [];
  for (let start = 0; start < plans.length; start += PLANS_PER_CAROUSEL_VIEW) {
    slides.push(plans.slice(start, start + PLANS_PER_CAROUSEL_VIEW));
  }
  return slides;
}
