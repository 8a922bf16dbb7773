/**
 * The web app's own words by key, in English (docs/decisions/041-malayalam-messages-and-addresses.md),
 * one catalogue per part of the site so a page downloads only its own: here the shell's on every
 * first screen (top bar, contact bar), in en/panels.ts the parts of the shell that load
 * later, in en/home.ts the home page's. Their Malayalam is in
 * ml/messages.ts, which only Malayalam pages download. Plain values without zod (decision 009).
 */

export const skipToContent = "Skip to content";
export const navHome = "Home";
export const navAbout = "About";
export const navContact = "Contact";
export const navCategories = "Categories";
export const navPricing = "Pricing";
export const registerAsMaid = "Register as Maid";
export const userLogin = "User Login";
export const openMenu = "Open menu";
/** The switch names the other language in that language, so its reader recognises it. */
export const otherLanguage = "മലയാളം";
export const quickContact = "Quick contact";
export const contactQuestion = "Questions? We answer by phone and on WhatsApp.";
export const whatsappUs = "WhatsApp us";
export const callUs = "Call us";
export const myAccount = "My account";
