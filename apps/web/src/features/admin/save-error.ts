import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api-client.ts";
import { showServerFieldErrors } from "../../lib/form.ts";

/**
 * A failed save: a 400's field messages land on the inputs of the same names (the admin forms
 * use the wire names); anything else is a toast with the server's words.
 */
export function showSaveError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
) {
  const wire = Object.fromEntries(fields.map((field) => [field, field]));
  if (!showServerFieldErrors(error, setError, wire)) toast.error(errorMessage(error));
}
