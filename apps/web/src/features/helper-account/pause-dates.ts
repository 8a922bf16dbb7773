import { todayInIndia } from "@sahayi/contract/age";
import { HELPER_PAUSE_MAX_DAYS } from "@sahayi/contract/constants";

/** YYYY-MM-DD `days` after `day`, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The days a pause may end on, as the server checks them: from tomorrow to
 * HELPER_PAUSE_MAX_DAYS after today, on India's calendar whatever the phone's time zone.
 */
export function pauseEndBounds(now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, HELPER_PAUSE_MAX_DAYS) };
}

/** Whether a date input's value is a day a pause may end on (YYYY-MM-DD compares as text). */
export function isPauseEnd(day: string, bounds: { min: string; max: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.min && day <= bounds.max;
}
