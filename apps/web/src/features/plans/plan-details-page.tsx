import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /plan-details/{id}; built with the plans feature. */
export function PlanDetailsPage() {
  return <PlaceholderPage title="Plan Details" />;
}
