import * as home from "@sahayi/contract/i18n/en/home";
import { isInternalLink } from "../../../lib/format.ts";
import { t } from "../../../lib/i18n.ts";

/** What following a banner's link does, in words: banners carry no alt text of their own. */
const PURPOSES: Record<string, string> = {
  "/": home.purposeHome,
  "/search": home.purposeSearch,
  "/categories": home.purposeCategories,
  "/register-maid": home.purposeRegister,
  "/subscriptions": home.purposePlans,
  "/about": home.purposeAbout,
  "/contact": home.purposeContact,
};

export function linkPurpose(href: string, fallback: string): string {
  if (isInternalLink(href)) {
    const purpose = PURPOSES[href.split(/[?#]/)[0] ?? href];
    return purpose ? t(purpose) : fallback;
  }
  try {
    return t(home.opensSite, { label: fallback, host: new URL(href).hostname });
  } catch {
    return fallback;
  }
}
