import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 about page; built with the content feature. */
export function AboutPage() {
  return <PlaceholderPage title="About Us" />;
}
