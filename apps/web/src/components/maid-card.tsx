import type { Maid } from "@sahayi/contract";
import { imageVariant } from "@sahayi/contract/images";
import { statusLabels } from "@sahayi/contract/messages";
import { useId } from "react";
import { Link } from "react-router";
import { t } from "../lib/i18n.ts";
import { paths } from "../lib/paths.ts";
import { ContactButtons } from "./contacts/contact-buttons.tsx";
import { CheckBadgeIcon, MapPinIcon } from "./icons.tsx";
import { MaidFacts } from "./maid-facts.tsx";
import { ShortlistHeart } from "./shortlist/shortlist-heart.tsx";
import { VerifiedBadge } from "./verified-badge.tsx";

/**
 * A helper in a grid (product §2 "Maid card"): picture, name, location and an "Already
 * selected" badge once purchased, the shortlist's heart, what a household asks first, and the
 * contact buttons.
 * A prominent card (first on a results page) loads its picture at once and first.
 */
export function MaidCard({ maid, prominent = false }: { maid: Maid; prominent?: boolean }) {
  const nameId = useId();
  const profileHref = paths.maid.href(maid.id);

  return (
    <article
      aria-labelledby={nameId}
      data-testid="maid-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-sand"
    >
      <div className="relative">
        <Link to={profileHref} className="relative block bg-sand">
          <img
            src={imageVariant(maid.profile_picture, "card")}
            alt={maid.name}
            width={400}
            height={400}
            loading={prominent ? "eager" : "lazy"}
            fetchPriority={prominent ? "high" : "auto"}
            decoding="async"
            className="aspect-square w-full object-cover"
          />
          {maid.is_purchased ? (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 font-semibold text-white text-xs shadow">
              <CheckBadgeIcon width={14} height={14} />
              {t(statusLabels.alreadySelected)}
            </span>
          ) : null}
        </Link>
        <ShortlistHeart maid={maid} className="absolute right-2 bottom-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3
          id={nameId}
          className="font-semibold text-base text-ink leading-snug [overflow-wrap:anywhere] sm:text-lg"
        >
          <Link to={profileHref} className="hover:text-brand-700 hover:underline">
            {maid.name}
          </Link>
        </h3>
        {/* A long place name wraps anywhere (a half-width card at 360 px fits about 15
            letters a line) and stops at two lines; the whole name is the title and in the
            page's text for screen readers, and the helper's page shows it in full. */}
        <p
          className="flex min-w-0 items-start gap-1 text-muted text-sm"
          title={maid.location}
          data-testid="maid-location"
        >
          <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">{maid.location}</span>
        </p>
        <VerifiedBadge maid={maid} />
        <MaidFacts maid={maid} />
        <ContactButtons maid={maid} className="mt-auto pt-3" />
      </div>
    </article>
  );
}
