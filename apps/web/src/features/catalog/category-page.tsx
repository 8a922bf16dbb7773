import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /category?category=&category_id=; built with the catalog feature. */
export function CategoryPage() {
  return <PlaceholderPage title="Category" />;
}
