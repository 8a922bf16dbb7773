import type { DashboardDay } from "@sahayi/contract";

/** The oversight screens' figures as text and shapes, apart from the components. */

/** A changed record as short text: the fields and their values. */
export const recordText = (record: Record<string, unknown> | null) =>
  record === null
    ? "—"
    : Object.entries(record)
        .map(
          ([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
        )
        .join(", ");

/** A day of the dashboard (YYYY-MM-DD, a UTC date) as its charts name it: "12 Nov". */
export const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/**
 * One bar a day in a `width` × `height` box: the highest day reaches 2 short of the top, the
 * others in proportion (none at all while every day is 0), with a gap of 2 between bars.
 */
export function barsOf(days: readonly DashboardDay[], width: number, height: number) {
  const highest = Math.max(1, ...days.map((day) => day.value));
  const slot = width / Math.max(1, days.length);
  return days.map((day, index) => {
    const tall = (day.value / highest) * (height - 2);
    return { x: index * slot + 1, y: height - tall, width: slot - 2, height: tall };
  });
}
