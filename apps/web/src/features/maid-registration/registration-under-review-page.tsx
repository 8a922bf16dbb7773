import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /registration-under-review; built with the maid-registration feature. */
export function RegistrationUnderReviewPage() {
  return <PlaceholderPage title="Registration Under Review" />;
}
