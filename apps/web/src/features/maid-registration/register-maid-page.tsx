import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 /register-maid; built with the maid-registration feature. */
export function RegisterMaidPage() {
  return <PlaceholderPage title="Register" />;
}
