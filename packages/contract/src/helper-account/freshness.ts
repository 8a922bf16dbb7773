import { todayInIndia } from "../age.ts";
import { LISTING_ASK_DAYS, LISTING_DROP_OUT_DAYS } from "../constants.ts";
import { addDays } from "./pause-days.ts";

/**
 * How fresh a listing is (decision 045), on India's calendar, in a module without zod: the
 * API's search and monthly ask count the same days (the cards' "confirmed 3 days ago" counts
 * with age.ts's daysSince, which a page's first download already holds).
 */

/** The earliest confirmation day the default search still lists. */
export function listedSince(now: Date = new Date()): string {
  return addDays(todayInIndia(now), -LISTING_DROP_OUT_DAYS);
}

/** A listing confirmed on or before this day is asked again (at most once per as many days). */
export function askedBefore(now: Date = new Date()): string {
  return addDays(todayInIndia(now), -LISTING_ASK_DAYS);
}
