import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /payment-failed; built with the payments feature. */
export function PaymentFailedPage() {
  return <PlaceholderPage title="Payment Failed" />;
}
