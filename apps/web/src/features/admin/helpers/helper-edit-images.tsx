import type { AdminHelperEditForm } from "@sahayi/contract/admin/helpers";
import { adminHelperEditMessages } from "@sahayi/contract/admin/messages";
import { MAID_ADDITIONAL_IMAGES_MAX, MAID_IMAGE_TYPES } from "@sahayi/contract/constants";
import { maidImageProblem } from "@sahayi/contract/maid-registration";
import { fieldMessages } from "@sahayi/contract/messages";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { usePreviewUrl } from "../../../components/use-preview-url.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useAddGalleryImages, useRemoveGalleryImage, useReplacePhoto } from "./helper-edit-api.ts";

const accept = MAID_IMAGE_TYPES.join(",");

/** The first problem of the picked files by the registration form's rules, if any. */
const problemOf = (files: readonly File[]) =>
  files.map((file) => maidImageProblem(file)).find(Boolean);

function Problem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} role="alert" className="font-medium text-accent-700 text-sm">
      {text}
    </p>
  ) : null;
}

/** Replace the profile photo: the picked file shows at once, and is stored when it passes. */
function PhotoControl({ id, helper }: { id: string; helper: AdminHelperEditForm }) {
  const replace = useReplacePhoto(id);
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewUrl(picked);
  const inputId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setPicked(file);
    const local = problemOf([file]);
    if (local) return setProblem(local);
    setProblem(null);
    replace.mutate(file, {
      onSuccess: () => {
        setPicked(null);
        toast.success(adminHelperEditMessages.photoReplaced);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Profile photo</h3>
      <div className="flex flex-wrap items-end gap-4">
        <img
          src={helper.profile_picture.url}
          alt={`${helper.name}, as saved`}
          className="h-32 w-32 rounded object-cover"
        />
        {preview ? (
          <img
            src={preview}
            alt={`${helper.name}, the file picked`}
            className="h-32 w-32 rounded object-cover"
          />
        ) : null}
      </div>
      <label htmlFor={inputId} className="font-medium text-sm">
        Replace photo
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={replace.isPending}
        onChange={pick}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      <span aria-live="polite" className="text-sm">
        {replace.isPending ? "Uploading…" : ""}
      </span>
      <Problem id={`${inputId}-problem`} text={problem} />
    </div>
  );
}

/** The gallery: each image with Remove, and Add while there is room (at most 5). */
function GalleryControl({ id, helper }: { id: string; helper: AdminHelperEditForm }) {
  const add = useAddGalleryImages(id);
  const remove = useRemoveGalleryImage(id);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const room = MAID_ADDITIONAL_IMAGES_MAX - helper.gallery.length;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const local = files.length > room ? fieldMessages.tooManyImages : problemOf(files);
    if (local) return setProblem(local);
    setProblem(null);
    add.mutate(files, {
      onSuccess: (gallery) =>
        toast.success(adminHelperEditMessages.galleryAdded(gallery.length - helper.gallery.length)),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  const drop = (key: string) =>
    remove.mutate(key, {
      onSuccess: () => toast.success(adminHelperEditMessages.galleryRemoved),
      onError: (error) => setProblem(errorMessage(error)),
    });
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">
        Gallery ({helper.gallery.length} of {MAID_ADDITIONAL_IMAGES_MAX})
      </h3>
      {helper.gallery.length === 0 ? <p className="text-sm">No gallery images.</p> : null}
      <ul className="flex flex-wrap gap-3">
        {helper.gallery.map((image, index) => (
          <li key={image.key} className="flex flex-col items-start gap-1">
            <img
              src={image.url}
              alt={`Gallery ${index + 1}`}
              className="h-24 w-24 rounded object-cover"
            />
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => drop(image.key)}
              className="rounded border border-red-700 px-2 py-1 text-red-700 text-sm"
            >
              Remove<span className="sr-only"> gallery image {index + 1}</span>
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="font-medium text-sm">
        Add images
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        multiple
        disabled={room <= 0 || add.isPending}
        onChange={pick}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      <span aria-live="polite" className="text-sm">
        {add.isPending ? "Uploading…" : room <= 0 ? "The gallery is full." : ""}
      </span>
      <Problem id={`${inputId}-problem`} text={problem} />
    </div>
  );
}

/** The helper's photo and gallery; each change is stored at once (the form's words stay). */
export function HelperEditImages({ id, helper }: { id: string; helper: AdminHelperEditForm }) {
  return (
    <section aria-labelledby="edit-images-heading" className="flex flex-col gap-4">
      <h2 id="edit-images-heading" className="font-semibold text-xl">
        Edit photo and gallery
      </h2>
      <PhotoControl id={id} helper={helper} />
      <GalleryControl id={id} helper={helper} />
    </section>
  );
}
