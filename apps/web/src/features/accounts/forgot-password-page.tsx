import { PlaceholderPage } from "../../components/placeholder-page.tsx";

/** Spec §2 forgot password (/auth/forgot-password); built with the accounts feature. */
export function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" />;
}
