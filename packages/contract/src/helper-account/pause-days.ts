import { todayInIndia } from "../age.ts";
import { HELPER_PAUSE_MAX_DAYS } from "../constants.ts";

/**
 * The days a helper's pause may end on, in a module without zod so her page's chunk takes it
 * without the schemas (decision 044).
 */

/** YYYY-MM-DD `days` after `day`, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days a pause may end on: from tomorrow to HELPER_PAUSE_MAX_DAYS after today, on India's
 * calendar whatever the client's time zone. The API refuses any other; the web's date input
 * offers only these.
 */
export function pauseEndBounds(now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, HELPER_PAUSE_MAX_DAYS) };
}

/** Whether `day` (YYYY-MM-DD, which compares as text) is one a pause may end on. */
export function isPauseEnd(day: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.min && day <= bounds.max;
}
