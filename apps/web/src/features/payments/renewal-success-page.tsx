import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /renewal-success; built with the payments feature. */
export function RenewalSuccessPage() {
  return <PlaceholderPage title="Renewal Successful!" />;
}
