import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 contact page; built with the content feature. */
export function ContactPage() {
  return <PlaceholderPage title="Contact Us" />;
}
