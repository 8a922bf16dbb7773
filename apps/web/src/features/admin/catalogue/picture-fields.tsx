import { useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { Field } from "../../../components/fields/field.tsx";
import { ImageUpload } from "./image-upload.tsx";

/**
 * The picture fields of a catalogue form. The form holds each picture's stored key; the
 * address to show is kept here, so a picture just uploaded shows before the form is saved.
 */
export function usePictureFields<
  Values extends FieldValues,
  Parsed extends FieldValues,
  Name extends Path<Values>,
>(form: UseFormReturn<Values, unknown, Parsed>, initialUrls: Record<Name, string | null>) {
  const [urls, setUrls] = useState(initialUrls);
  return (name: Name, label: string, required = true) => (
    <Field
      label={label}
      required={required}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      {(c) => (
        <ImageUpload
          control={c}
          label={label}
          url={urls[name]}
          onUploaded={(image) => {
            setUrls((current) => ({ ...current, [name]: image.url }));
            form.setValue(name, image.key as PathValue<Values, Name>, {
              shouldValidate: true,
              shouldDirty: true,
            });
          }}
        />
      )}
    </Field>
  );
}
