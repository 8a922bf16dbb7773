import { todayInIndia } from "../age.ts";
import { LISTING_ASK_DAYS, LISTING_DROP_OUT_DAYS } from "../constants.ts";
import { addDays } from "./pause-days.ts";

/**
 * How fresh a listing is (decision 045), on India's calendar, in a module without zod: the
 * API's search and monthly ask, and the cards' "confirmed 3 days ago", count the same days.
 */

/** Whole days from `day` (YYYY-MM-DD) to India's today; 0 on the day itself. */
export function daysSince(day: string, now: Date = new Date()): number {
  const from = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return Math.max(0, Math.round((today - from) / 86_400_000));
}

/** The earliest confirmation day the default search still lists. */
export function listedSince(now: Date = new Date()): string {
  return addDays(todayInIndia(now), -LISTING_DROP_OUT_DAYS);
}

/** A listing confirmed on or before this day is asked again (at most once per as many days). */
export function askedBefore(now: Date = new Date()): string {
  return addDays(todayInIndia(now), -LISTING_ASK_DAYS);
}
