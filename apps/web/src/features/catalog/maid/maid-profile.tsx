import type { Maid } from "@sahayi/contract";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { maidPageTitleMl } from "@sahayi/contract/i18n/ml/site-pages";
import { imageVariant } from "@sahayi/contract/images";
import { statusLabels } from "@sahayi/contract/messages";
import { maidPageTitle } from "@sahayi/contract/site-pages";
import { lazy, Suspense } from "react";
import { ContactButtons } from "../../../components/contacts/contact-buttons.tsx";
import { CheckBadgeIcon, MapPinIcon } from "../../../components/icons.tsx";
import { ShortlistHeart } from "../../../components/shortlist/shortlist-heart.tsx";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";
import { confirmedAgo, formatDate, formatExperience, genderName } from "../../../lib/format.ts";
import { pageLocale, t } from "../../../lib/i18n.ts";
import { MaidTabs } from "./maid-tabs.tsx";

const RevealedNumbers = lazy(() =>
  import("../../../components/contacts/revealed-numbers.tsx").then((module) => ({
    default: module.RevealedNumbers,
  })),
);

/**
 * Product §2 /maid/{maid_id}: picture, name, location, age, shift, categories, contact, tabs;
 * and beside age and shift what a household asks first: experience, gender, language, and
 * when the profile last changed.
 */
export function MaidProfile({ maid }: { maid: Maid }) {
  // The served page's title in its language (the server writes the same in the HTML).
  useDocumentTitle(pageLocale() === "ml" ? maidPageTitleMl(maid) : maidPageTitle(maid));
  const facts = [
    [filters.age, String(maid.age)],
    [filters.gender, genderName(maid.gender)],
    [filters.experience, formatExperience(maid.experience_years)],
    [filters.shift, maid.shift],
    [filters.language, maid.language],
  ] as const;
  return (
    <div className="container-page py-8 md:py-12">
      <article
        aria-labelledby="maid-name"
        className="grid grid-cols-1 gap-6 rounded-3xl bg-white p-4 shadow-card ring-1 ring-sand md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:gap-10 md:p-8"
      >
        <div className="relative overflow-hidden rounded-2xl bg-sand">
          <img
            src={imageVariant(maid.profile_picture, "full")}
            alt={maid.name}
            width={600}
            height={600}
            fetchPriority="high"
            className="aspect-square w-full object-cover"
          />
          {maid.is_purchased ? (
            <p
              data-testid="selected-ribbon"
              className="absolute top-5 -right-12 flex w-48 rotate-45 items-center justify-center gap-1 bg-brand-700 py-1.5 font-semibold text-sm text-white shadow-lg"
            >
              <CheckBadgeIcon width={14} height={14} />
              {t(statusLabels.alreadySelected)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <div>
            <div className="flex items-start justify-between gap-3">
              <h1
                id="maid-name"
                className="min-w-0 font-bold text-3xl text-brand-900 tracking-tight [overflow-wrap:anywhere]"
              >
                {maid.name}
              </h1>
              <ShortlistHeart maid={maid} className="shrink-0" />
            </div>
            <p className="mt-2 flex min-w-0 items-start gap-1 text-muted">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{maid.location}</span>
            </p>
          </div>
          <VerifiedBadge maid={maid} />
          <dl className="grid grid-cols-2 gap-3 sm:max-w-lg sm:grid-cols-3">
            {facts.map(([term, value]) => (
              <div key={term} className="rounded-xl bg-cream px-4 py-3">
                <dt className="text-muted text-sm">{t(term)}</dt>
                <dd className="font-semibold text-lg">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted text-sm" data-testid="profile-updated">
            {t(helper.profileUpdated)}{" "}
            <time dateTime={maid.updated_at}>{formatDate(maid.updated_at)}</time>
          </p>
          {maid.hired_count > 0 ? (
            <p className="font-medium text-brand-800 text-sm" data-testid="hired-count">
              {t(helper.hiredThroughSahayi, { count: maid.hired_count })}
            </p>
          ) : null}
          <ul aria-label={t(helper.categories)} className="flex flex-wrap gap-2">
            {maid.category.map((category) => (
              <li
                key={category.name}
                className="rounded-full px-3 py-1 font-medium text-sm text-white"
                style={{ backgroundColor: category.color }}
              >
                {category.name}
              </li>
            ))}
          </ul>
          {maid.available ? (
            <p data-testid="maid-confirmed" className="mt-3 text-muted text-sm">
              {confirmedAgo(maid.confirmed_on)}
            </p>
          ) : null}
          {/* Only a buyer sees the numbers: visitors do not download this part. */}
          {maid.is_purchased ? (
            <Suspense fallback={null}>
              <RevealedNumbers maid={maid} className="mt-4" />
            </Suspense>
          ) : null}
          {/* On phones the helper's own Call Now and Whatsapp float at the bottom of the screen,
              where the site's buttons float on other pages, inside the band every
              page keeps free; from 768 px they sit in the card. */}
          <div
            data-testid="maid-contact"
            className="max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:border-sand max-md:border-t max-md:bg-white/95 max-md:px-4 max-md:py-3 max-md:shadow-[0_-4px_16px_rgb(31_26_23/0.08)] md:mt-auto md:max-w-md"
          >
            <ContactButtons maid={maid} confirmedLine={false} />
          </div>
        </div>
      </article>
      <MaidTabs maid={maid} />
    </div>
  );
}
