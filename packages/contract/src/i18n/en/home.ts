/**
 * The home page's words by key, in English: a catalogue of its own, so only the home page
 * downloads them (see en/shell.ts). Their Malayalam is in ml/messages.ts.
 */

export const heroTitle = "Find trusted home helpers near you";
export const heroText =
  "Maids, cooks, home nurses, nannies and caregivers in every district of Kerala. Look for the Verified badge: it names what we checked and when.";
export const categoriesTitle = "Service Categories";
export const categoriesIntro = "Choose the kind of help your home needs.";
export const categoriesCarousel = "Service categories";
export const allCategories = "All categories";
export const offers = "Offers";
export const offerNumber = "Offer {number}";
export const trustedMaidsTitle = "Meet Our Trusted Maids";
export const trustedMaidsIntro = "Recently listed helpers, ready to work.";
export const viewMore = "View more";
export const aboutHeading = "About Sahayi";
export const aboutTitle = "A helping hand for every Kerala home";
/** {sahayi} is the word സഹായി, marked as Malayalam on an English page. */
export const aboutText =
  "Sahayi ({sahayi}, “helper”) connects families with domestic helpers: maids, cooks, home nurses, nannies and caregivers for the elderly. Browse profiles near you, compare experience and shifts, and reach the helper who fits your home.";
export const aboutReadMore = "Read more about us";
export const highlightVerified = "Look for the Verified badge: it names what we checked and when.";
export const highlightDistricts = "Helpers in all 14 districts of Kerala";
export const highlightDirect = "Talk to helpers directly, no middlemen";
export const howTitle = "How It Works";
export const howIntro = "Three simple steps to the right helper.";
export const howStep = "Step {number}";
export const howSearchTitle = "Search and Filter";
export const howSearchText =
  "Look for helpers by district, constituency, age, language, shift and the work you need done.";
export const howChooseTitle = "Choose the Best Fit";
export const howChooseText =
  "Compare profiles, experience and photos, and pick the helper who suits your family. Look for the Verified badge: it names what we checked and when.";
export const howBookTitle = "Book and Relax";
export const howBookText =
  "Call or message the helper directly, agree on the details, and enjoy a well-kept home.";
export const becomeTitle = "Become a Maid";
export const becomeText =
  "Looking for work as a maid, cook, home nurse or caregiver? Register once, verify your phone, and families near you can find your profile after review.";
export const becomeSignUp = "Sign up";
export const bannersLabel = "Featured";
export const slideOf = "{number} of {total}";
export const previousBanner = "Previous banner";
export const nextBanner = "Next banner";
export const goToBanner = "Go to banner {number}";
export const previousCategories = "Previous categories";
export const nextCategories = "Next categories";
export const playBanners = "Play banners";
export const pauseBanners = "Pause banners";
export const learnMore = "Learn more";
export const purposeHome = "Sahayi home";
export const purposeSearch = "Find a helper";
export const purposeCategories = "Browse service categories";
export const purposeRegister = "Register as a maid";
export const purposePlans = "See subscription plans";
export const purposeAbout = "About Sahayi";
export const purposeContact = "Contact Sahayi";
export const opensSite = "{label} (opens {host})";
