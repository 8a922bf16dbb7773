/**
 * The profile area's words, by key, in English (see en/shell.ts): the sidebar, the profile
 * form, payments, the expired plan's banner and the privacy rights. Their Malayalam is in
 * ml/profile.ts.
 */

export const myProfile = "My Profile";
export const accountSections = "Account";
export const profileSections = "Profile sections";
export const transactionDetails = "Transaction details";
export const maidsTab = "Maids";
export const subscriptionDetails = "Subscription Details";
export const started = "Started";
export const validUntil = "Valid until";
export const enquiriesLeft = "Enquiries left";
export const leftOf = "{left} of {total}";
export const inAll = "In all: {left} of {total} enquiries left";

// The profile form
export const update = "Update";
export const cancel = "Cancel";
export const save = "Save";
export const saving = "Saving...";
export const yourDetails = "Your details";
export const districtLabel = "District";

// Payments
export const paymentDetails = "Payment Details";
export const payments = "Payments";
export const invoiceNumber = "Invoice {number}";
export const total = "Total";

// A plan that has ended
export const subscriptionExpired = "Subscription expired";
export const expiredOn =
  "Your subscription has expired on {date}. Renew to keep contacting helpers.";
export const expired = "Your subscription has expired. Renew to keep contacting helpers.";
export const renew = "Renew";
export const close = "Close";

// The privacy policy's rights
export const myData = "My data";
export const myDataText =
  "A copy of everything Sahayi keeps about you: your account, plans, payments, the helpers you contacted, your reports and messages, as a JSON file.";
export const downloading = "Downloading...";
export const downloadMyData = "Download my data";
export const deleteMyAccount = "Delete my account";
export const deleteMyAccountText =
  "Your account is closed at once and you are logged out everywhere. Your name, phone, email and address are erased; payment records stay as the tax law requires. Enquiries left on your plan are lost.";
export const deleteTitle = "Delete your account?";
export const deleteText =
  "This cannot be undone. You will be logged out on every device, and your phone number can later sign up again as a new account. Enter your password to confirm.";
export const deleting = "Deleting...";
