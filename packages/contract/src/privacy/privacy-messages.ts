/**
 * The privacy rights' messages, plain text without zod: the Malayalam catalogue of the web app
 * (i18n/ml/form-messages.ts) reads them by their English, and importing privacy-consent.ts's
 * schemas there would split them off into chunks of their own.
 */
export const privacyMessages = {
  consentRequired: "Please confirm that you have read the privacy policy.",
  consentOutdated: "This is not the privacy policy's current version. Please reload the page.",
  consentRecorded: "Thank you. Your agreement to the privacy policy is recorded.",
  passwordWrong: "The password is not correct.",
  accountDeleted: "Your account has been deleted.",
  userDeleted: "The account has been deleted.",
  alreadyDeleted: "This account has already been deleted.",
  notYourself: "You cannot delete your own account here; use Delete my account in your profile.",
  deletedAccountName: "Deleted account",
} as const;
