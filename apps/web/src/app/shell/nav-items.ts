import * as shell from "@sahayi/contract/i18n/en/shell";
import { paths } from "../../lib/paths.ts";

/** A link of the shell: its English words (see lib/i18n.ts `t`) and its address. */
export interface NavItem {
  label: string;
  to: string;
}

/** The top bar's links (product §2 "Site shell"), shared by the desktop bar and the mobile menu. */
export const mainNavItems: readonly NavItem[] = [
  { label: shell.navHome, to: paths.home.href() },
  { label: shell.navAbout, to: paths.about.href() },
  { label: shell.navContact, to: paths.contact.href() },
  { label: shell.navCategories, to: paths.categories.href() },
  { label: shell.navPricing, to: paths.subscriptions.href() },
];
