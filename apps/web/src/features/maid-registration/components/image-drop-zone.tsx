import {
  MAID_IMAGE_MAX_BYTES,
  MAID_IMAGE_MIN_BYTES,
  MAID_IMAGE_TYPES,
} from "@sahayi/contract/constants";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { fieldMessages, registrationMessages } from "@sahayi/contract/messages";
import { type ChangeEvent, useId, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import type { FieldControlProps } from "../../../components/fields/field.tsx";
import { CloseIcon } from "../../../components/icons.tsx";
import { usePreviewUrl } from "../../../components/use-preview-url.ts";
import { t } from "../../../lib/i18n.ts";

interface ImageDropZoneProps {
  control: FieldControlProps;
  /** The multipart field name (profile_picture, additional_images). */
  name: string;
  files: File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  /** 1 for the photo (a new one replaces it), 5 for the gallery. */
  max: number;
  /** Which camera a phone opens: the front one for a portrait, the back one for work. */
  camera: "user" | "environment";
  /** What a picture is called in previews and buttons: "Profile photo", "Additional image". */
  itemLabel: string;
}

const ACCEPT = Object.fromEntries(MAID_IMAGE_TYPES.map((type) => [type, []]));

/** react-dropzone's reasons, in the form's words (product §5 where it has them). */
const REJECTION_MESSAGES: Record<string, string> = {
  "file-invalid-type": registrationMessages.imageUnsupported,
  "file-too-large": fieldMessages.fileTooLarge,
  "file-too-small": registrationMessages.imageTooSmall,
  "too-many-files": fieldMessages.tooManyImages,
};

interface Rejected {
  key: number;
  name: string;
  message: string;
}

let lastKey = 0;
const fileKeys = new WeakMap<File, number>();
/** A stable key for a picked file (the same file object keeps its key while it is shown). */
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++lastKey;
    fileKeys.set(file, key);
  }
  return key;
}

const refusal = (name: string, message: string): Rejected => ({ key: ++lastKey, name, message });

const rejectedOf = (rejections: readonly FileRejection[]): Rejected[] =>
  rejections.map(({ file, errors }) =>
    refusal(
      file.name,
      REJECTION_MESSAGES[errors[0]?.code ?? ""] ?? registrationMessages.imageUnsupported,
    ),
  );

/**
 * Images picked by drag and drop, a click (or Enter) on the zone, or a phone's camera; each
 * shown as a preview with a Remove button. Files the rules refuse are listed with the reason
 * and never reach the form; the form's schema still checks what it holds.
 */
export function ImageDropZone(props: ImageDropZoneProps) {
  const { control, name, files, onChange, onBlur, max, camera, itemLabel } = props;
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const rejectedId = useId();
  const single = max === 1;

  const take = (accepted: File[], rejections: readonly FileRejection[] = []) => {
    const refused = rejectedOf(rejections);
    let next = single ? accepted.slice(0, 1) : [...files, ...accepted];
    if (!single && next.length > max) {
      refused.push(
        ...next.slice(max).map((file) => refusal(file.name, fieldMessages.tooManyImages)),
      );
      next = next.slice(0, max);
    }
    setRejected(refused);
    if (accepted.length > 0) onChange(next);
    onBlur?.();
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: MAID_IMAGE_MAX_BYTES,
    minSize: MAID_IMAGE_MIN_BYTES,
    multiple: !single,
    onDrop: (accepted, rejections) => take(accepted, rejections),
  });

  const fromCamera = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    const accepted: File[] = [];
    const refused: Rejected[] = [];
    for (const file of picked) {
      const problem = !(MAID_IMAGE_TYPES as readonly string[]).includes(file.type)
        ? registrationMessages.imageUnsupported
        : file.size > MAID_IMAGE_MAX_BYTES
          ? fieldMessages.fileTooLarge
          : undefined;
      if (problem) refused.push(refusal(file.name, problem));
      else accepted.push(file);
    }
    take(accepted);
    if (refused.length > 0) setRejected((current) => [...current, ...refused]);
  };

  const describedBy = [control["aria-describedby"], rejected.length > 0 ? rejectedId : null]
    .filter(Boolean)
    .join(" ");
  const full = !single && files.length >= max;

  return (
    <div className="flex flex-col gap-3">
      {/* Beside the zone, not in it: a button may hold no other control. */}
      <input {...getInputProps({ id: control.id, name })} />
      <div
        {...getRootProps({
          role: "button",
          "aria-label": single
            ? t(registration.dropPhotoHere)
            : t(registration.dropImagesHere, { max }),
          "aria-describedby": describedBy || undefined,
          "aria-invalid": control["aria-invalid"],
          "aria-disabled": full || undefined,
        })}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 ${
          isDragActive
            ? "border-brand-600 bg-brand-50"
            : control["aria-invalid"]
              ? "border-accent-600 bg-white"
              : "border-sand bg-white hover:border-brand-400"
        }`}
      >
        <span className="font-semibold text-brand-800">
          {isDragActive
            ? t(registration.dropHere)
            : single
              ? t(registration.dragPhoto)
              : t(registration.dragImages)}
        </span>
        <span className="text-muted text-sm">
          {single ? t(registration.photoTypes) : t(registration.imageTypes, { max })}
        </span>
      </div>
      <label className="btn btn-outline w-fit cursor-pointer pointer-fine:hidden">
        {t(registration.takePhoto)}
        <input
          type="file"
          accept="image/*"
          capture={camera}
          multiple={!single}
          onChange={fromCamera}
          className="sr-only"
        />
      </label>
      {rejected.length > 0 ? (
        <div id={rejectedId} role="alert">
          <ul className="flex flex-col gap-1 text-accent-700 text-sm">
            {rejected.map((item) => (
              <li key={item.key}>
                <span className="font-medium">{item.name}</span>: {t(item.message)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {files.map((file, index) => (
            <Preview
              key={keyOf(file)}
              file={file}
              label={
                single
                  ? itemLabel
                  : t(registration.numberedItem, { item: itemLabel, number: index + 1 })
              }
              onRemove={() => {
                onChange(files.filter((_, i) => i !== index));
                setRejected([]);
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Preview({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const url = usePreviewUrl(file);
  return (
    <li className="relative size-24 overflow-hidden rounded-lg ring-1 ring-sand">
      {url ? (
        <img
          src={url}
          alt={t(registration.imagePreview, { item: label })}
          className="size-full object-cover"
        />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t(registration.removeImage, { item: label.toLowerCase() })}
        className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-ink/70 text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-white"
      >
        <CloseIcon className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
