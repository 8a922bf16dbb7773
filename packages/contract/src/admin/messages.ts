/**
 * Messages of the admin console. A module of their own: the web app's shared messages chunk is
 * part of every visitor's first download, and visitors never load the console.
 */
export const adminMessages = {
  adminOnly: "Only an admin can do this.",
  helperNotFound: "No helper has this id.",
  userNotFound: "No user has this id.",
  messageNotFound: "No message has this id.",
  paymentNotFound: "No payment has this id.",
  reasonRequired: "Reason is required.",
  notPending: "Only a helper waiting for review can be approved or rejected.",
  notApproved: "Only a listed (approved) helper can be suspended.",
  notSuspended: "Only a suspended helper can be restored.",
  approved: "Helper approved and listed; she is told by SMS and e-mail.",
  rejected: "Helper rejected; the reason is sent by SMS and e-mail.",
  suspended: "Helper suspended and taken off the site.",
  restored: "Helper restored to the site.",
  accountDisabled: "This account has been disabled. Please contact us.",
  documentLast4:
    "Enter only the last 4 letters or digits of the document number, never the whole number.",
  verificationRecordNotFound: "This helper has no verification record with this id.",
  verificationAdded: "Verification recorded.",
  verificationExists:
    "This record is already on file: the same check with the same details and date.",
  verificationRemoved: "Verification record removed.",
  planNotFound: "No plan has this id.",
  badgeUnknown: "Badge must be one of the badges plans use, or none.",
  planSaved: "Plan saved. New orders use it; orders already made keep their amount.",
  planCreated: "Plan added.",
  settingsSaved: "Site settings saved.",
  referenceNotFound: "No entry of this list has this id.",
  referenceNameTaken: "An entry of this list already has this name.",
  referenceNumberTaken: "A constituency already has this number.",
  constituencyNeedsDistrict: "A constituency needs its district and its number.",
  referenceInUse: (count: number) =>
    `This entry is in use (${count} ${count === 1 ? "record uses" : "records use"} it) and cannot be removed; rename it instead.`,
  referenceAdded: "Entry added.",
  referenceRenamed: "Entry saved.",
  referenceRemoved: "Entry removed.",
  malayalamNameScript: "Malayalam name must be written in Malayalam script.",
  colorInvalid: "Colour must be a hex colour like #1F7A5C.",
  bannerLinkInvalid: "Link must be a path on this site (starting with /) or an https:// address.",
  imageMissing: "This picture was not found; upload it again.",
  imageRequired: "Choose a picture to upload.",
  imageUnsupported: "The picture must be a JPEG, PNG, GIF or WebP image.",
  imageTooLarge: "The picture is too large (at most 5 MB).",
  categoryNotFound: "No category has this id.",
  categoryNameTaken: "A category already has this name.",
  bannerNotFound: "No banner has this id.",
  categorySaved: "Category saved.",
  categoryCreated: "Category added.",
  bannerSaved: "Banner saved.",
  bannerCreated: "Banner added.",
} as const;

/** Messages of the users, payments and inbox pages of the console. */
export const adminUserMessages = {
  granted: (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"} granted.`,
  extended: (days: number) => `Subscription extended by ${days} ${days === 1 ? "day" : "days"}.`,
  disabled: "Account disabled; its sessions are ended.",
  enabled: "Account enabled; the user can log in again.",
  alreadyDisabled: "This account is already disabled.",
  notDisabled: "This account is not disabled.",
  notYourself: "You cannot disable your own account.",
  subscriptionNotFound: "No subscription has this id.",
  messageChanged: "This message changed meanwhile; reload and try again.",
  grantPlanTitle: "Enquiries granted by Sahayi",
  noGrantPlan: "There is no subscription plan to file a grant under.",
  otherProvider: "This order was made with another payment provider than the one in use.",
} as const;

/** What Reconcile found, by outcome (granted, already_paid, unpaid). */
export const reconcileMessages = {
  granted: "The provider reports this order paid: it is now marked paid and granted.",
  already_paid: "This order was already paid; nothing changed.",
  unpaid: "The provider reports no payment for this order; nothing changed.",
} as const;

/** Messages of a helper's edit form in the console. */
export const adminHelperEditMessages = {
  saved: "Helper saved; the public site shows the change.",
  photoReplaced: "Photo replaced.",
  galleryAdded: (n: number) => `${n} ${n === 1 ? "image" : "images"} added to the gallery.`,
  galleryRemoved: "Image removed from the gallery.",
  galleryImageNotFound: "This image is not in the helper's gallery.",
  phoneTaken: "Another helper already uses this mobile number.",
  noImage: "Choose an image.",
} as const;
