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
  approved: "Helper approved and listed.",
  rejected: "Helper rejected; the reason was sent by SMS.",
  rejectedSmsFailed: "Helper rejected and the reason kept, but the SMS could not be sent.",
  suspended: "Helper suspended and taken off the site.",
  restored: "Helper restored to the site.",
  rejectionSms: (name: string, reason: string) =>
    `Sahayi: ${name}, your helper registration was not approved. Reason: ${reason}`,
  accountDisabled: "This account has been disabled. Please contact us.",
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
} as const;
