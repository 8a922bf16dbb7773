import type { DashboardDay } from "@sahayi/contract";
import { barsOf, dayName } from "./figures.ts";

interface MiniBarsProps {
  title: string;
  days: DashboardDay[];
  /** How a figure reads (a count, or rupees from paise). */
  format?: (value: number) => string;
}

const WIDTH = 280;
const HEIGHT = 64;

/**
 * A small bar chart of the last days, one bar a day. The drawing is for the eye; the same
 * figures are in a table that screen readers read (and that shows on hover as titles).
 */
export function MiniBars({ title, days, format = String }: MiniBarsProps) {
  const bars = barsOf(days, WIDTH, HEIGHT);
  return (
    <figure className="flex flex-col gap-1 rounded border border-stone-300 p-3">
      <figcaption className="font-semibold text-sm">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-16 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {days.map((day, index) => (
          <rect key={day.day} {...bars[index]} className="fill-brand-700">
            <title>{`${dayName(day.day)}: ${format(day.value)}`}</title>
          </rect>
        ))}
      </svg>
      <div className="flex justify-between text-stone-600 text-xs" aria-hidden="true">
        <span>{days[0] ? dayName(days[0].day) : ""}</span>
        <span>{days.at(-1) ? dayName(days.at(-1)!.day) : ""}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayName(day.day)}</th>
              <td>{format(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
