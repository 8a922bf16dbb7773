/**
 * The words of the site's own pages, by key, in English (see en/shell.ts): a page that failed,
 * a section's retry, the about page, the categories and a category's page, and the frame of
 * the policy pages (their text is the admin's). Their Malayalam is in ml/pages.ts.
 */

// A page that failed to render or load, and a section whose data did not come
export const somethingWentWrong = "Something went wrong";
export const pageFailed = "This page could not be shown. Reloading usually helps.";
export const reloadPage = "Reload the page";
export const tryAgain = "Try again";

// The navigation landmarks, named for screen readers
export const mainNavigation = "Main";
export const mobileNavigation = "Mobile";

// Categories
export const categoriesIntro = "Choose the kind of help your home needs.";
export const categoryNotFound = "Category not found";
export const seeAllCategories = "See all categories";
export const categoryHelpers = "{category} helpers";
export const categoryBannerText =
  "Helpers for your home, filtered by district, age, shift and more.";

// About
export const aboutTagline = "Trusted domestic help for every home in Kerala.";
export const whoWeAre = "Who we are";
/** `{name}` is സഹായി, marked as Malayalam on English pages. */
export const aboutIntro =
  "Sahayi ({name}, “helper”) brings Kerala's families and domestic helpers together. Whether you need a maid for the mornings, a cook, a home nurse after a hospital stay, a nanny or someone to care for an elderly parent, you can find people near you, read about them and speak to them yourself.";
export const aboutHow =
  "Helpers register with us, our team checks their details before listing them, and families contact them directly, with no agency in between. Helpers keep what they earn; families choose who comes into their home.";
export const readyTitle = "Ready to Simplify Your Home?";
export const readyText = "Pick a plan and contact helpers today.";
export const stepSearchTitle = "Search helpers near you";
export const stepSearchText =
  "Pick your district and constituency, the kind of work, shift, language and age, and see the helpers who fit.";
export const stepPlanTitle = "Choose a plan";
export const stepPlanText =
  "A plan gives you a number of enquiries for a number of days. Browsing and reading profiles is always free.";
export const stepContactTitle = "Contact the helper";
export const stepContactText =
  "Tap Call Now or Whatsapp on a profile. The first time, one enquiry is used; after that the number stays yours to call.";
export const stepStartTitle = "Agree and start";
export const stepStartText =
  "Meet, check references, agree the work, hours and wages directly with the helper, and welcome them home.";
export const reviewedTitle = "Reviewed Profiles";
export const reviewedText =
  "Our team reviews every helper's details and photo before the profile is listed. Some go further: look for the Verified badge, it names what we checked and when.";
export const connectTitle = "Easy to Connect";
export const connectText =
  "Choose a helper and call or WhatsApp them directly. No agents, no waiting for someone to call you back.";
export const skilledTitle = "Skilled Workers";
export const skilledText =
  "Maids, cooks, home nurses, nannies and caregivers, with their experience, languages and shifts on every profile.";
export const satisfiedTitle = "Satisfied Customers";
export const satisfiedText =
  "We read every message families and helpers send us and act on every complaint, so that both sides are happy with the match.";

// The policy pages' frame
export const lastUpdatedOn = "Last updated on {date}";
export const noTextYet = "This page has no text yet.";
/** The policy text itself is kept in English: the admin's, and the binding version. */
export const policyInEnglish = "This page is in English: it is the version that applies.";
