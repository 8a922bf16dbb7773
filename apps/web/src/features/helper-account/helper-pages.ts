/**
 * A helper's two pages in one chunk: the router, which every first page downloads, then names
 * one import for both, not two.
 */
export { HelperAccountPage } from "./helper-account-page.tsx";
export { HelperLoginPage } from "./helper-login-page.tsx";
