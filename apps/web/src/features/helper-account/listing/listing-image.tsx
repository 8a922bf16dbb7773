import type { MaidListing } from "@sahayi/contract/helper-account/helper-listing";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { imageVariant } from "@sahayi/contract/images";
import { t } from "../../../lib/i18n.ts";

type Image = MaidListing["profile_picture"];

/**
 * One of her photos with what it is ("Your photo now", a number), a "Waiting for review"
 * badge when the public does not see it yet, and Remove (or Withdraw) when it may go.
 */
export function ListingImage({
  image,
  label,
  waiting = false,
  onRemove,
}: {
  image: Image;
  label: string;
  waiting?: boolean;
  onRemove?: () => void;
}) {
  const action = waiting ? t(words.withdrawPhoto) : t(words.removePhoto);
  return (
    <li className="flex w-32 flex-col gap-1.5">
      <figure className="flex flex-col gap-1">
        <img
          src={imageVariant(image.url, "card")}
          alt=""
          width={128}
          height={128}
          className={`size-32 rounded-xl bg-sand object-cover ${waiting ? "opacity-80 ring-2 ring-brand-600" : ""}`}
        />
        <figcaption className="text-sm">
          <span className="text-ink">{label}</span>
          {waiting ? (
            <span className="mt-1 block w-fit rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800 text-xs">
              {t(words.waitingForReview)}
            </span>
          ) : null}
        </figcaption>
      </figure>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="btn btn-outline min-h-0 px-3 py-1 text-sm"
        >
          {action}
          <span className="sr-only">: {label}</span>
        </button>
      ) : null}
    </li>
  );
}

/** The photos the admin refused lately, with the reason she can act on. */
export function RefusedNotes({ refused }: { refused: MaidListing["refused"] }) {
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {refused.map((one) => (
        <li key={one.reviewed_at} className="rounded-lg bg-accent-50 p-3 text-accent-800 text-sm">
          {one.reason
            ? t(words.photoRefused, { reason: one.reason })
            : t(words.photoRefusedNoReason)}
        </li>
      ))}
    </ul>
  );
}
