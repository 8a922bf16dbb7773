/**
 * The shell's words that load after the first screen, by key, in English (see en/shell.ts):
 * the footer, the mobile menu's panel and the language prompt. Their Malayalam is in
 * ml/messages.ts.
 */

export const closeMenu = "Close menu";
export const menuTitle = "Menu";
export const signedIn = "Signed in";
export const footerAbout =
  "Maids, cooks, home nurses, nannies and caregivers for homes across Kerala. Look for the Verified badge: it names what we checked and when.";
export const socialMedia = "Social media";
export const quickLinks = "Quick Links";
export const legal = "Legal";
export const officialInfo = "Official Info";
export const aboutUs = "About Us";
export const contactUs = "Contact Us";
export const termsAndConditions = "Terms and Conditions";
export const privacyPolicy = "Privacy Policy";
export const cancellationAndRefund = "Cancellation and Refund";
export const shippingAndDelivery = "Shipping and Delivery";
export const allRightsReserved = "© {year} Sahayi. All rights reserved.";
export const languagePrompt = "This site is also in Malayalam.";
export const languagePromptAccept = "മലയാളത്തിൽ വായിക്കാം";
export const languagePromptDismiss = "No, thanks";
/** The mobile menu's section of a signed-in person. */
export const account = "Account";
export const profile = "Profile";
export const adminConsole = "Admin console";
export const logout = "Logout";
/** The page for an address the site has no page for (product §2). */
export const pageNotFound = "Page not found";
export const pageNotFoundText =
  "We looked in every room, but this page isn’t here. It may have moved, or the address may be mistyped.";
export const pageNotFoundPicture = "A little house with a magnifying glass searching for the page";
export const backHome = "Back to home";
