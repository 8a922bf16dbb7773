import { errorMessage } from "../../../lib/api-client.ts";
import { useHelperForm } from "./helper-edit-api.ts";
import { HelperEditForm } from "./helper-edit-form.tsx";
import { HelperEditImages } from "./helper-edit-images.tsx";

/** The Edit section of the admin's helper page: every field, the photo and the gallery. */
export function HelperEditSection({ id }: { id: string }) {
  const helper = useHelperForm(id);
  if (helper.isPending) return <p>Loading the edit form…</p>;
  if (helper.isError) return <p role="alert">{errorMessage(helper.error)}</p>;
  return (
    <section aria-label="Edit" className="flex flex-col gap-8 rounded border border-stone-300 p-4">
      <HelperEditImages id={id} helper={helper.data} />
      <HelperEditForm id={id} helper={helper.data} />
    </section>
  );
}
