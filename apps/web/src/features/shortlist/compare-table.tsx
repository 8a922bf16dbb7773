import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import * as words from "@sahayi/contract/i18n/en/shortlist";
import { imageVariant } from "@sahayi/contract/images";
import { Fragment, type ReactNode, useId } from "react";
import { Link } from "react-router";
import { ContactButtons } from "../../components/contacts/contact-buttons.tsx";
import { formatExperience, genderName } from "../../lib/format.ts";
import { t } from "../../lib/i18n.ts";
import { paths } from "../../lib/paths.ts";

/** One line of the comparison: its name and what each helper has there. */
const FACTS: readonly (readonly [string, (maid: Maid) => ReactNode])[] = [
  [
    words.compareAge,
    (maid) => t(helper.ageAndGender, { age: maid.age, gender: genderName(maid.gender) }),
  ],
  [words.compareLocation, (maid) => maid.location],
  [words.compareExperience, (maid) => formatExperience(maid.experience_years)],
  [words.compareShift, (maid) => maid.shift],
  [words.compareLanguage, (maid) => maid.language],
  [words.compareCategories, (maid) => maid.category.map((category) => category.name).join(", ")],
  [words.compareVerified, (maid) => maid.verification_summary ?? t(words.compareNotVerified)],
  [words.compareContact, (maid) => <ContactButtons maid={maid} className="flex-col" />],
];

/**
 * Two or three helpers side by side. On a 360 px phone a column of names beside the helpers
 * would leave each about 70 px, so every fact's name is a row of its own across the columns,
 * and each cell names its helper and its fact for a screen reader (`headers`).
 */
export function CompareTable({ maids }: { maids: readonly Maid[] }) {
  const id = useId();
  const helperHeader = (index: number) => `${id}-helper-${index}`;
  return (
    <table className="w-full table-fixed border-separate border-spacing-x-2 text-sm">
      <caption className="sr-only">{t(words.compareTitle)}</caption>
      <thead>
        <tr>
          {maids.map((maid, index) => (
            <th key={maid.id} id={helperHeader(index)} scope="col" className="align-top">
              <Link
                to={paths.maid.href(maid.id)}
                className="flex flex-col items-center gap-2 font-semibold text-ink hover:underline"
              >
                <img
                  src={imageVariant(maid.profile_picture, "card")}
                  alt=""
                  width={96}
                  height={96}
                  className="aspect-square w-full max-w-24 rounded-xl object-cover"
                />
                <span className="[overflow-wrap:anywhere]">{maid.name}</span>
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {FACTS.map(([name, value], row) => (
          <Fragment key={name}>
            <tr>
              <th
                id={`${id}-fact-${row}`}
                colSpan={maids.length}
                scope="colgroup"
                className="pt-4 pb-1 text-left font-semibold text-muted text-xs uppercase tracking-wide"
              >
                {t(name)}
              </th>
            </tr>
            <tr>
              {maids.map((maid, index) => (
                <td
                  key={maid.id}
                  headers={`${helperHeader(index)} ${id}-fact-${row}`}
                  className="rounded-lg bg-cream p-2 align-top [overflow-wrap:anywhere]"
                >
                  {value(maid)}
                </td>
              ))}
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
