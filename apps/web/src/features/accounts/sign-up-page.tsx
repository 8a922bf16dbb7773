import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 sign-up page (/auth/sign-up); built with the accounts feature. */
export function SignUpPage() {
  return <PlaceholderPage title="Sign up" />;
}
