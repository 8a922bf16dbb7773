import { adminCataloguePaths } from "@sahayi/contract/admin/catalogue";
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_TYPES,
  type AdminImage,
} from "@sahayi/contract/admin/console";
import { type ChangeEvent, useState } from "react";
import type { FieldControlProps } from "../../../components/fields/field.tsx";
import { api, errorMessage } from "../../../lib/api-client.ts";

interface ImageUploadProps {
  control: FieldControlProps;
  /** What the picture is, for the preview's text. */
  label: string;
  /** The stored picture's address, or null before one is chosen. */
  url: string | null;
  onUploaded: (image: AdminImage) => void;
}

/**
 * A picture for a category or banner: picked, uploaded at once (the server checks and
 * re-encodes it), then shown as stored. The form saves only the key it answers.
 */
export function ImageUpload({ control, label, url, onUploaded }: ImageUploadProps) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({
    busy: false,
    problem: null,
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setState({ busy: true, problem: null });
    const body = new FormData();
    body.append(ADMIN_IMAGE_FIELD, file);
    try {
      onUploaded(await api.post(adminCataloguePaths.images, body));
      setState({ busy: false, problem: null });
    } catch (error) {
      setState({ busy: false, problem: errorMessage(error) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {url ? (
        <img src={url} alt={`${label}, as stored`} className="h-16 w-28 rounded object-cover" />
      ) : (
        <span className="text-muted text-sm">No picture yet</span>
      )}
      <input {...control} type="file" accept={ADMIN_IMAGE_TYPES.join(",")} onChange={pick} />
      <span aria-live="polite" className="text-sm">
        {state.busy ? "Uploading…" : ""}
      </span>
      {state.problem ? (
        <p role="alert" className="w-full font-medium text-accent-700 text-sm">
          {state.problem}
        </p>
      ) : null}
    </div>
  );
}
