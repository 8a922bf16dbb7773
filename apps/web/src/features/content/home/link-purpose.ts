import { isInternalLink } from "../../../lib/format.ts";

/** What following a banner's link does, in words: banners carry no alt text of their own. */
const PURPOSES: Record<string, string> = {
  "/": "Sahayi home",
  "/search": "Find a helper",
  "/categories": "Browse service categories",
  "/register-maid": "Register as a maid",
  "/subscriptions": "See subscription plans",
  "/about": "About Sahayi",
  "/contact": "Contact Sahayi",
};

export function linkPurpose(href: string, fallback: string): string {
  if (isInternalLink(href)) {
    const pathname = href.split(/[?#]/)[0] ?? href;
    return PURPOSES[pathname] ?? fallback;
  }
  try {
    return `${fallback} (opens ${new URL(href).hostname})`;
  } catch {
    return fallback;
  }
}
