import type { MaidAccount } from "@sahayi/contract";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { imageVariant } from "@sahayi/contract/images";
import { Link } from "react-router";
import { MapPinIcon } from "../../../components/icons.tsx";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";

/** Her photo and name as households see them, with her public page and its edit once listed. */
export function ListingSummary({ account }: { account: MaidAccount }) {
  const { listing } = account;
  const hasPage = account.status === "approved" || account.status === "paused";
  return (
    <div className="flex items-center gap-4">
      <img
        src={imageVariant(listing.profile_picture, "card")}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-2xl bg-sand object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink text-lg [overflow-wrap:anywhere]">{listing.name}</p>
        <p className="flex min-w-0 items-start gap-1 text-muted text-sm">
          <MapPinIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{listing.location}</span>
        </p>
        {hasPage ? (
          <>
            <Link
              to={paths.maid.href(listing.id)}
              className="font-semibold text-brand-700 text-sm underline underline-offset-4"
            >
              {t(words.seePublicPage)}
            </Link>
            <Link
              to={paths.helperListing.href()}
              className="font-semibold text-brand-700 text-sm underline underline-offset-4"
            >
              {t(words.editListing)}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
