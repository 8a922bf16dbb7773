import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /maid/{maid_id}; built with the catalog feature. */
export function MaidPage() {
  return <PlaceholderPage title="Maid Profile" />;
}
