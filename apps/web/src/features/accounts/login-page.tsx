import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 login page (/auth/login); built with the accounts feature. */
export function LoginPage() {
  return <PlaceholderPage title="User Login" />;
}
