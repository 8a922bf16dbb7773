import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { formatDate, formatExperience, genderName } from "../lib/format.ts";
import { t } from "../lib/i18n.ts";

/**
 * What a household asks first, under a card's name and location: age, gender, experience,
 * shift, language and when the profile last changed. Wraps rather than overflows on a phone.
 */
export function MaidFacts({ maid }: { maid: Maid }) {
  const experience =
    maid.experience_years === 0
      ? t(helper.newToPaidWork)
      : t(helper.experienceOf, { years: formatExperience(maid.experience_years) });
  return (
    <ul
      aria-label={t(helper.details)}
      className="flex flex-col gap-0.5 text-muted text-sm"
      data-testid="maid-facts"
    >
      <li>{t(helper.ageAndGender, { age: maid.age, gender: genderName(maid.gender) })}</li>
      <li>{experience}</li>
      <li>
        {maid.shift} · {maid.language}
      </li>
      <li className="text-xs">
        {t(helper.updated)} <time dateTime={maid.updated_at}>{formatDate(maid.updated_at)}</time>
      </li>
    </ul>
  );
}
