import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { ListingChangesList } from "./listing-changes-list.tsx";

/** The queue of what helpers changed in their own listings (decision 046), oldest first. */
export function ListingChangesPage() {
  useDocumentTitle("Listing changes");
  return (
    <section aria-labelledby="listing-changes-heading" className="flex flex-col gap-4">
      <h1 id="listing-changes-heading" className="font-bold text-2xl">
        Listing changes
      </h1>
      <p>
        Details a helper changed are live already: mark them seen, or change them back in her page's
        edit form. A new photo shows only once approved.
      </p>
      <ListingChangesList showHelper />
    </section>
  );
}
