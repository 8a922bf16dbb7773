import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /subscriptions; built with the plans feature. */
export function SubscriptionsPage() {
  return <PlaceholderPage title="Subscription Plans" />;
}
