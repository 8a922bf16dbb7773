/**
 * A helper's own pages (/helper/…), by key, in English (see en/shell.ts): signing in with a
 * code, her status, her listing's counts, and pausing or resuming it. Their Malayalam is in
 * ml/helper-account.ts.
 */

/** On a helper's page and card when she has paused her listing. */
export const notAvailableNow = "Not available now";
/** The site's link to a helper's own pages. */
export const forHelpers = "For helpers";

// Signing in
export const signInTitle = "Helper sign-in";
export const signInIntro =
  "Sign in with the phone number you registered with. We send a 4-digit code to it; no password needed.";
export const signIn = "Sign in";
export const signedIn = "Signed in.";

// Her page
export const accountTitle = "My listing";
export const statusHeading = "Status";
export const statusAwaitingPayment =
  "Your registration fee is not paid yet, so your registration has not gone for review.";
export const statusAwaitingPaymentNext = "Contact us and we will help you finish it.";
export const statusPending =
  "Your registration is under review. We will tell you by SMS once our team has checked it.";
/** `{reason}` is the admin's own words. */
export const statusRejected = "Your registration was not approved. Reason: {reason}";
export const statusRejectedNext =
  "Fix what the reason says and register again, or contact us if something is not clear.";
export const statusApproved = "Your listing is live. Households can find you and open your number.";
export const statusPaused =
  "Your listing is paused until you resume it. Households see your page as not available and cannot open your number.";
/** `{date}` is the day the pause ends by itself. */
export const statusPausedUntil =
  "Your listing is paused until {date}; it comes back by itself on that day. Until then households cannot open your number.";
export const statusSuspended =
  "Sahayi has taken your listing off the site. Contact us to know why and what to do.";
export const seePublicPage = "See my page as households see it";

// Counts
export const lastThirtyDays = "Last 30 days";
export const profileViews = {
  one: "Your page was seen {count} time",
  other: "Your page was seen {count} times",
} as const;
export const numbersOpened = {
  one: "Your number was opened {count} time",
  other: "Your number was opened {count} times",
} as const;
export const hiresReported = {
  one: "{count} household said they hired you",
  other: "{count} households said they hired you",
} as const;

// Pause and resume
export const pauseHeading = "Pause or resume";
export const pauseIntro =
  "Got a job, or away for a while? Pause your listing and households will not be able to open your number until you are back.";
export const pauseHow = "How long";
export const untilResume = "Until I resume it";
export const untilDate = "Until a date";
export const backOn = "Back on";
/** `{first}` and `{last}` are the first and last days that may be chosen. */
export const backOnHint = "Any day from {first} to {last}.";
export const chooseBackOn = "Choose the day you will be back.";
export const pause = "Pause my listing";
export const pausing = "Pausing...";
export const resume = "Resume my listing";
export const resuming = "Resuming...";
export const signOut = "Sign out";

// Her data rights
export const helperDataText =
  "A copy of everything Sahayi keeps about you: your registration, your fee, our checks, and what households did with your listing (counted, never who).";
export const deleteListing = "Delete my listing";
export const deleteListingText =
  "Takes your listing off Sahayi at once and erases your name, numbers, address and photos. Your fee's invoice keeps your name, as the tax law requires.";
export const deleteListingTitle = "Delete your listing?";
export const deleteListingConfirm =
  "We send a code to your phone to make sure it is you. Once you enter it, your listing and your details are deleted; this cannot be undone.";
export const sendCodeToDelete = "Send the code";
export const sendingCode = "Sending...";

// Confirming she is still available (decision 045): her SMS link's page, and her own page
export const confirmTitle = "Are you still available for work?";
export const confirmIntro =
  "Tap Yes to tell households you are still available: your listing then says confirmed today. Found work? Pause your listing instead; you can resume it on your page.";
export const stillAvailable = "Yes, I'm still available";
export const confirming = "Confirming...";
/** The link's other button (decision 045): she found work. */
export const gotAJob = "I got a job — pause my listing";
export const seeMyListing = "See my listing";
/** `{text}` is what households see, e.g. "Available · confirmed 3 days ago". */
export const householdsSee = "Households see: {text}";
/** `{days}` is LISTING_DROP_OUT_DAYS. */
export const confirmWhy =
  "A listing not confirmed for {days} days leaves the search until you confirm.";
// Editing her listing
export const editListing = "Edit my listing";
export const editListingIntro =
  "What you write, your shift, language and jobs change on your page at once. A new photo shows once our team has checked it; until then households see your old one.";
export const detailsHeading = "About you and your work";
/** `{count}` characters typed of `{max}`. */
export const aboutCount = "{count} of {max} characters";
export const saveListing = "Save changes";
export const savingListing = "Saving...";
export const listingSaved = "Saved. Households see it on your page now.";
export const photosHeading = "Photos";
export const profilePhoto = "Profile photo";
export const currentPhoto = "Your photo now";
export const newPhoto = "Your new photo";
export const chooseNewPhoto = "Choose a new photo";
/** `{count}` photos of at most `{max}`, those waiting for review among them. */
export const galleryHeading = "More photos ({count} of {max})";
export const addPhotos = "Add photos";
export const noMorePhotos = "No more photos yet.";
export const galleryFull = "You have as many photos as allowed. Remove one to add another.";
export const waitingForReview = "Waiting for review";
export const photoSent = "Photo sent. It shows on your page once our team approves it.";
export const removePhoto = "Remove";
export const withdrawPhoto = "Withdraw";
/** `{reason}` is the admin's own words. */
export const photoRefused = "A photo you sent was not approved. Reason: {reason}";
export const photoRefusedNoReason = "A photo you sent was not approved.";
export const backToAccount = "Back to my page";
