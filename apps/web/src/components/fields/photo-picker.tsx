import * as account from "@sahayi/contract/i18n/en/account";
import { type ChangeEvent, useId } from "react";
import { t } from "../../lib/i18n.ts";
import { usePreviewUrl } from "../use-preview-url.ts";
import type { FieldControlProps } from "./field.tsx";

interface PhotoPickerProps {
  control: FieldControlProps;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The `accept` list for the file dialog; the form's schema still checks what was picked. */
  accept: string;
}

/**
 * One photo, picked with the file dialog, shown as a preview before it is sent. The picked
 * file stays in the form when a submit fails, so nobody has to find it again.
 */
export function PhotoPicker({ control, file, onChange, onBlur, accept }: PhotoPickerProps) {
  const preview = usePreviewUrl(file);
  const nameId = useId();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Cancelling the dialog keeps the photo already chosen.
    if (picked) onChange(picked);
    onBlur?.();
  };

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-sand border-dashed bg-white">
        {preview ? (
          <img src={preview} alt={t(account.photoPreview)} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="text-muted text-xs">
            {t(account.noPhoto)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <input
          {...control}
          aria-describedby={[control["aria-describedby"], nameId].filter(Boolean).join(" ")}
          type="file"
          accept={accept}
          onChange={pick}
          className="w-full text-sm file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
        <span id={nameId} className="truncate text-muted text-sm">
          {file ? file.name : ""}
        </span>
      </div>
    </div>
  );
}
