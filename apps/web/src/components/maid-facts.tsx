import type { Maid } from "@sahayi/contract";
import { capitalise, formatDate, formatExperience } from "../lib/format.ts";

/**
 * What a household asks first, under a card's name and location: age, gender, experience,
 * shift, language and when the profile last changed. Wraps rather than overflows on a phone.
 */
export function MaidFacts({ maid }: { maid: Maid }) {
  const experience =
    maid.experience_years === 0
      ? "New to paid work"
      : `${formatExperience(maid.experience_years)} experience`;
  return (
    <ul
      aria-label="Details"
      className="flex flex-col gap-0.5 text-muted text-sm"
      data-testid="maid-facts"
    >
      <li>
        {maid.age} yrs · {capitalise(maid.gender)}
      </li>
      <li>{experience}</li>
      <li>
        {maid.shift} · {maid.language}
      </li>
      <li className="text-xs">
        Updated <time dateTime={maid.updated_at}>{formatDate(maid.updated_at)}</time>
      </li>
    </ul>
  );
}
