import type { MaidRegistrationFormInput } from "@sahayi/contract";
import {
  MAID_ADDITIONAL_IMAGES_MAX,
  MAID_GALLERY_FIELD,
  MAID_PHOTO_FIELD,
} from "@sahayi/contract/constants";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { Controller, useFormContext } from "react-hook-form";
import { Field } from "../../../components/fields/field.tsx";
import { t } from "../../../lib/i18n.ts";
import { ImageDropZone } from "./image-drop-zone.tsx";

/** Upload Profile Photo: one picture, a new one replaces it. */
export function ProfilePhotoField() {
  const { control, formState } = useFormContext<MaidRegistrationFormInput>();
  return (
    <Field
      label={t(registration.profilePhotoLabel)}
      required
      error={formState.errors[MAID_PHOTO_FIELD]?.message}
    >
      {(c) => (
        <Controller
          control={control}
          name={MAID_PHOTO_FIELD}
          render={({ field }) => (
            <ImageDropZone
              control={c}
              name={MAID_PHOTO_FIELD}
              files={field.value instanceof File ? [field.value] : []}
              onChange={(files) => field.onChange(files[0])}
              onBlur={field.onBlur}
              max={1}
              camera="user"
              itemLabel={t(registration.profilePhotoItem)}
            />
          )}
        />
      )}
    </Field>
  );
}

/** Additional Images: the gallery, up to the contract's number of pictures. */
export function GalleryField({ className }: { className?: string }) {
  const { control, formState } = useFormContext<MaidRegistrationFormInput>();
  const error = formState.errors[MAID_GALLERY_FIELD];
  return (
    <Field
      label={t(registration.galleryLabel)}
      required
      error={error?.message ?? galleryItemError(error)}
      className={className}
    >
      {(c) => (
        <Controller
          control={control}
          name={MAID_GALLERY_FIELD}
          render={({ field }) => (
            <ImageDropZone
              control={c}
              name={MAID_GALLERY_FIELD}
              files={Array.isArray(field.value) ? (field.value as File[]) : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={MAID_ADDITIONAL_IMAGES_MAX}
              camera="environment"
              itemLabel={t(registration.galleryItem)}
            />
          )}
        />
      )}
    </Field>
  );
}

/** The first message of one gallery image (react-hook-form keeps them by index). */
function galleryItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return error.find((item) => item?.message)?.message;
}
