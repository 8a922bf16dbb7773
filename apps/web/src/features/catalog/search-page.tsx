import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /search; built with the catalog feature. */
export function SearchPage() {
  return <PlaceholderPage title="Find a Maid" />;
}
