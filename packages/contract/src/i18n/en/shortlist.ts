/**
 * A household's shortlist, by key, in English (see en/shell.ts): what a tap on the heart says,
 * the Shortlist tab and its comparison (the heart's own names are in en/shortlist-heart.ts).
 * Their Malayalam is in ml/shortlist.ts.
 */

export const shortlistTab = "Shortlist";
export const kept = "{name} is on your shortlist.";
export const dropped = "{name} is off your shortlist.";
/** On the login page, when a visitor's heart led there. */
export const keptAfterLogin = "Log in to keep {name} on your shortlist.";
export const emptyShortlist =
  "No helpers on your shortlist yet. Tap the heart on a helper to keep her here while you decide.";
export const findHelpers = "Find helpers";
/** Above the list: how many are kept of the most allowed. */
export const keptCount = {
  one: "{count} of {max} helper kept",
  other: "{count} of {max} helpers kept",
} as const;

// Comparing
export const compareChoose = "Tick up to {max} helpers to compare them side by side.";
export const compareHelper = "Compare {name}";
export const compareButton = "Compare ({count})";
export const compareTitle = "Side by side";
export const compareClose = "Back to the list";
export const compareAtMost = "You can compare up to {max} helpers at once.";
export const compareAge = "Age";
export const compareLocation = "Place";
export const compareExperience = "Experience";
export const compareShift = "Shift";
export const compareLanguage = "Language";
export const compareCategories = "Categories";
export const compareVerified = "Verified";
export const compareNotVerified = "Not yet";
export const compareContact = "Contact";
