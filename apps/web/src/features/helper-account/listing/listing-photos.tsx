import { MAID_ADDITIONAL_IMAGES_MAX, MAID_IMAGE_TYPES } from "@sahayi/contract/constants";
import type { MaidListing } from "@sahayi/contract/helper-account/helper-listing";
import * as words from "@sahayi/contract/i18n/en/helper-account";
import { maidImageProblem } from "@sahayi/contract/maid-registration";
import { fieldMessages } from "@sahayi/contract/messages";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { UploadProgressBar } from "../../../components/upload-progress-bar.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n.ts";
import { useRemoveListingImage, useUploadListingImages } from "../api/listing.ts";
import { ListingImage, RefusedNotes } from "./listing-image.tsx";

const accept = MAID_IMAGE_TYPES.join(",");

/**
 * Her profile photo and more photos. A picked photo is sent at once with its progress and
 * waits for the admin's review, marked so, while her page keeps the old one; a photo of her
 * gallery comes down at once.
 */
export function ListingPhotos({ listing }: { listing: MaidListing }) {
  const [fraction, setFraction] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<{ kind: "photo" | "gallery"; text: string } | null>(null);
  const upload = useUploadListingImages(({ sent, total }) => setFraction(sent / total));
  const remove = useRemoveListingImage();
  const headingId = useId();
  const photoInput = useId();
  const galleryInput = useId();
  const count = listing.gallery.length + listing.pending_gallery.length;
  const room = MAID_ADDITIONAL_IMAGES_MAX - count;

  const send = (kind: "photo" | "gallery") => (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const local =
      kind === "gallery" && files.length > room
        ? fieldMessages.tooManyImages
        : files.map((file) => maidImageProblem(file)).find(Boolean);
    if (local) return setProblem({ kind, text: t(local) });
    setProblem(null);
    setSent(false);
    setFraction(0);
    upload.mutate(
      { kind, files },
      {
        onSuccess: () => setSent(true),
        onError: (error) => setProblem({ kind, text: t(errorMessage(error)) }),
        onSettled: () => setFraction(null),
      },
    );
  };
  const drop = (key: string) =>
    remove.mutate(key, { onError: (error) => toast.error(t(errorMessage(error))) });
  const problemText = (kind: "photo" | "gallery") =>
    problem?.kind === kind ? (
      <p
        id={`${kind === "photo" ? photoInput : galleryInput}-problem`}
        role="alert"
        className="font-medium text-accent-700 text-sm"
      >
        {problem.text}
      </p>
    ) : null;
  const busy = upload.isPending || remove.isPending;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="font-semibold text-ink text-xl">
        {t(words.photosHeading)}
      </h2>
      <RefusedNotes refused={listing.refused} />
      <div className="flex flex-col gap-3">
        <h3 className="font-medium text-ink">{t(words.profilePhoto)}</h3>
        <ul className="flex flex-wrap gap-3">
          <ListingImage image={listing.profile_picture} label={t(words.currentPhoto)} />
          {listing.pending_photo ? (
            <ListingImage
              image={listing.pending_photo}
              label={t(words.newPhoto)}
              waiting
              onRemove={busy ? undefined : () => drop(listing.pending_photo!.key)}
            />
          ) : null}
        </ul>
        <label htmlFor={photoInput} className="btn btn-outline w-full cursor-pointer">
          {t(words.chooseNewPhoto)}
        </label>
        <input
          id={photoInput}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={busy}
          onChange={send("photo")}
          aria-describedby={problem?.kind === "photo" ? `${photoInput}-problem` : undefined}
        />
        {problemText("photo")}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-medium text-ink">
          {t(words.galleryHeading, { count, max: MAID_ADDITIONAL_IMAGES_MAX })}
        </h3>
        {count === 0 ? <p className="text-muted text-sm">{t(words.noMorePhotos)}</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {listing.gallery.map((image, index) => (
            <ListingImage
              key={image.key}
              image={image}
              label={`${index + 1}`}
              onRemove={busy ? undefined : () => drop(image.key)}
            />
          ))}
          {listing.pending_gallery.map((image, index) => (
            <ListingImage
              key={image.key}
              image={image}
              label={`${listing.gallery.length + index + 1}`}
              waiting
              onRemove={busy ? undefined : () => drop(image.key)}
            />
          ))}
        </ul>
        {room > 0 ? (
          <label htmlFor={galleryInput} className="btn btn-outline w-full cursor-pointer">
            {t(words.addPhotos)}
          </label>
        ) : (
          <p className="text-muted text-sm">{t(words.galleryFull)}</p>
        )}
        <input
          id={galleryInput}
          type="file"
          accept={accept}
          multiple
          className="sr-only"
          disabled={busy || room <= 0}
          onChange={send("gallery")}
          aria-describedby={problem?.kind === "gallery" ? `${galleryInput}-problem` : undefined}
        />
        {problemText("gallery")}
      </div>
      {fraction !== null ? <UploadProgressBar fraction={fraction} className="" /> : null}
      {/* Said where she looks, and read out: the photo is not public yet. */}
      <p role="status" className="font-medium text-brand-800 text-sm">
        {sent ? t(words.photoSent) : ""}
      </p>
    </section>
  );
}
