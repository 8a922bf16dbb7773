/**
 * A helper's age is never stored: it is counted from the date of birth on India's calendar
 * wherever it is shown or searched, so it cannot disagree with the date and grows a year on
 * the birthday. Dates are YYYY-MM-DD, as a date input and PostgreSQL's `date` give them.
 * Kept free of zod so the web app's first bundle can use it.
 */

/**
 * Today's date in India (UTC+05:30, no daylight saving), YYYY-MM-DD. Helpers pick their date of
 * birth on Indian clocks; the server must not call an Indian "today" the future at 02:00 IST.
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whole years from `dateOfBirth` to `today`; a birthday on 29 February counts from 1 March. */
export function ageOn(dateOfBirth: string, today: string = todayInIndia()): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** `date` moved `years` back; 29 February becomes 28 February in a year without it. */
function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const moved = new Date(Date.UTC(year, month - 1, Math.min(day, lastDay)));
  return moved.toISOString().slice(0, 10);
}

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dates of birth of everyone aged `min` to `max` (inclusive) on `today`: search by age
 * is a range on the indexed date of birth, so it stays an index scan.
 */
export function birthDatesForAges(
  min: number,
  max: number,
  today: string = todayInIndia(),
): { from: string; to: string } {
  return { from: dayAfter(yearsBefore(today, max + 1)), to: yearsBefore(today, min) };
}

/**
 * Whole days from `day` (YYYY-MM-DD) to India's today; 0 on the day itself: "confirmed 3 days
 * ago" on a helper's listing (decision 045).
 */
export function daysSince(day: string, now: Date = new Date()): number {
  const from = Date.parse(`${day}T00:00:00Z`);
  const today = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return Math.max(0, Math.round((today - from) / 86_400_000));
}
