import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /categories; built with the catalog feature. */
export function CategoriesPage() {
  return <PlaceholderPage title="Categories" />;
}
