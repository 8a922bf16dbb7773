import { paths } from "../../lib/paths.ts";

/** The top bar's links (product §2 "Site shell"), shared by the desktop bar and the mobile menu. */
export const mainNavItems = [
  { label: "Home", to: paths.home.href() },
  { label: "About", to: paths.about.href() },
  { label: "Contact", to: paths.contact.href() },
  { label: "Categories", to: paths.categories.href() },
  { label: "Pricing", to: paths.subscriptions.href() },
] as const;

export const quickLinks = [
  { label: "Home", to: paths.home.href() },
  { label: "About Us", to: paths.about.href() },
  { label: "Contact Us", to: paths.contact.href() },
  { label: "Categories", to: paths.categories.href() },
  { label: "Register as Maid", to: paths.registerMaid.href() },
] as const;

export const legalLinks = [
  { label: "Terms and Conditions", to: paths.termsAndConditions.href() },
  { label: "Privacy Policy", to: paths.privacyPolicy.href() },
  { label: "Cancellation and Refund", to: paths.cancellationAndRefund.href() },
  { label: "Shipping and Delivery", to: paths.shippingAndDelivery.href() },
] as const;
