/**
 * A helper's pages in one chunk: the router, which every first page downloads, then names
 * one import for them all.
 */
export { HelperAccountPage } from "./helper-account-page.tsx";
export { HelperConfirmPage } from "./helper-confirm-page.tsx";
export { HelperLoginPage } from "./helper-login-page.tsx";
