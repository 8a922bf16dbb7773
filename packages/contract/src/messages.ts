/**
 * Every user-facing message of product §5 and §8, word for word where it reads well to a household;
 * where it did not (a typo, a message naming another field than its label, a limit in bytes),
 * reworded on purpose.
 */

export const fieldMessages = {
  controlCharacters: "Remove the control characters (invisible symbols) from this text.",
  nameRequired: "Name is required",
  phoneRequired: "Phone number is required",
  phoneContactInvalid: "Enter a valid 10-digit phone number",
  phoneLoginInvalid: "Phone number must be 10 digits",
  phoneExact: "Phone number must be exactly 10 digits",
  phone10: "Phone number must be 10 digits",
  whatsappRequired: "WhatsApp number is required",
  whatsappExact: "WhatsApp number must be exactly 10 digits",
  whatsapp10: "WhatsApp number must be 10 digits",
  emailRequired: "Email is required",
  emailContactInvalid: "Enter a valid email address",
  emailInvalid: "Invalid email",
  emailAddressInvalid: "Invalid email address",
  messageRequired: "Message is required",
  messageTooShort: "Message must be at least 10 characters long",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  confirmPasswordRequired: "Confirm Password is required",
  confirmPasswordRequiredReset: "Confirm password is required",
  passwordsMustMatch: "Passwords must match",
  districtRequired: "District is required",
  addressRequired: "Address is required",
  pincodeRequired: "Pincode is required",
  pincodeExact: "Pincode must be exactly 6 digits",
  pincode6: "Pincode must be 6 digits",
  photoRequired: "Photo is required",
  photoTooLarge: "This photo is too large: at most 2 MB.",
  photoUnsupported: "Please choose a JPEG, PNG or GIF photo.",
  fileTooLarge: "This file is too large: at most 2 MB.",
  tooManyImages: "You can upload up to 5 images",
  shiftRequired: "Shift is required",
  categoryRequired: "Job category is required",
  casteRequired: "Religion is required",
  languageRequired: "Language is required",
  ageRequired: "Age is required",
  ageNumber: "Age must be a number",
  ageMinimum: "Must be at least 18",
  dobRequired: "Date of birth is required",
  genderRequired: "Gender is required",
  experienceRequired: "Experience is required",
  verifyNeedsPhone: "Please enter a valid 10-digit phone number.",
  verifyPhoneFirst: "Please verify your phone number first.",
  otpIncompleteRegistration: "Please enter all 4 digits of the OTP.",
  otpIncompleteReset: "Please enter all 4 digits",
} as const;

export const toastMessages = {
  loginFailed: "Invalid phone number or password",
  loginSuccess: "Login successful",
  contactSuccess: "Form submitted successfully.",
  contactFailed: "Form submission failed. Please try again.",
  otpSent: "OTP sent successfully!",
  otpResent: "OTP resent successfully!",
  otpNotReceived: "Failed to receive OTP. Please try again.",
  otpSendFailed: "Failed to send OTP. Please try again.",
  otpResendFailed: "Failed to resend OTP. Please try again.",
  otpVerified: "OTP verified successfully!",
  otpInvalid: "Invalid OTP. Please try again.",
  otpIncorrect: "Incorrect OTP",
  somethingWrong: "Something went wrong. Please try again.",
  registrationSuccess: "Registration successful!",
  registrationFailed: "Your registration did not go through. Please try again.",
  paymentNotLoaded: "Payment gateway is not loaded. Please try again.",
  paymentCancelled: "Payment cancelled. You can pay whenever you are ready.",
  paymentInitFailed: "Failed to initialize payment gateway. Please try again.",
  paymentSuccess: "Payment successful!",
  maidRegistered: "Maid registered successfully!",
  passwordReset: "Password reset successfully!",
  passwordResetFailed: "Failed to reset password. Please try again.",
  profileUpdated: "Profile updated successfully!",
  profileUpdateFailed: "Failed to update profile. Please try again.",
  planPurchaseFailed: "Failed to purchase plan. Please try again.",
  paymentInitiateFailed: "Failed to initiate payment.",
  pleaseTryAgain: "Please try again.",
  limitReachedTitle: "You've Reached Your Limit!",
  notAuthenticated: "Please log in to continue.",
  noRefreshToken: "Your session has ended. Please log in again.",
  purchasePlanFailed: "Failed to purchase plan",
  defaultError: "An error occurred",
  planIdRequired: "Plan ID is required",
  amountRequired: "Amount is required",
} as const;

/**
 * Helper registration: our own words where product §5 names a rule but gives no
 * message, and for the server's refusals.
 */
export const registrationMessages = {
  constituencyRequired: "Constituency is required",
  dobInFuture: "Date of birth cannot be in the future",
  dobInvalid: "Enter a real date of birth",
  ageTooHigh: "Age must be at most 100",
  ageDisagrees: (counted: number) =>
    `Age does not match the date of birth, which makes ${counted}. Send that age or none.`,
  aboutText: "About me must be text.",
  experienceWholeYears: "Experience must be in whole years (digits only)",
  experienceTooHigh: "Experience must be at most 80 years",
  accommodationYes: "maid_accomodation is always Yes",
  categoriesInvalid: "Job categories must be ids from the list.",
  tooManyCategories: "Choose at most 20 job categories",
  imageUnsupported: "Unsupported file format (JPEG, PNG, GIF or WebP only)",
  imageTooSmall: "File is too small",
  phoneRegistered: "This phone number is already registered as a helper.",
} as const;

export const emptyStates = {
  noResults: "No results found",
  noMaids: "No Maids Found",
  noPlans: "No Plans Available",
  noPlanDetails: "No Plan Details Available",
  noDetails: "No details available.",
  noImages: "No images available.",
  noTransactions: "No transaction data available.",
  noMaidsAdded: "You have not contacted any helpers yet.",
  noSubscriptions: "You have no plan yet.",
  loading: "Loading...",
  loadingMaids: "Loading maids...",
} as const;

/** What a purchased helper's card and profile say: this household has her number. */
export const statusLabels = {
  alreadySelected: "Contacted",
} as const;

/** Messages of our own (not in the spec) for the API's errors. */
export const apiMessages = {
  invalidInput: "Some fields are invalid.",
  malformedJson: "The request body is not valid JSON.",
  badRequest: "The request could not be read.",
  badUrl: "The address of this request is not valid.",
  urlTooLong: "The address of this request is too long.",
  headersTooLarge: "The headers of this request are too large.",
  unsupportedMediaType: "This kind of request body is not accepted here.",
  payloadTooLarge: "The request body is too large.",
  methodNotAllowed: "This path does not answer this method.",
  requestTimeout: "The request took too long to arrive.",
  notFound: "Not found.",
  routeNotFound: "There is no such API path.",
  maidNotFound: "This helper does not exist or is no longer listed.",
  categoryNotFound: "This category does not exist.",
  districtNotFound: "This district does not exist.",
  constituencyOutsideDistrict: "Constituency is not in the chosen district.",
  registrationClosed: "Helper registration is not open yet.",
  internal: "Something went wrong on our side. Please try again.",
  databaseUnavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  busy: "The server is busy. Please try again in a few seconds.",
} as const;

/** Messages of our own for the accounts API (the spec's own are in the lists above). */
export const accountMessages = {
  otpResendWait: (seconds: number) =>
    `Please wait ${seconds} seconds before asking for another OTP.`,
  otpPhoneHourlyLimit: (minutes: number) =>
    `Too many OTPs were asked for this phone number. Please try again in ${minutes} minutes.`,
  otpAddressHourlyLimit: (minutes: number) =>
    `Too many OTPs were asked from this network. Please try again in ${minutes} minutes.`,
  otpPhoneDailyTries: (hours: number) =>
    `Too many OTPs were tried for this phone number today. Please try again in ${hours} ${hours === 1 ? "hour" : "hours"}.`,
  otpExpired: "This OTP has expired. Please ask for a new one.",
  otpTooManyTries: "Too many wrong tries. Please ask for a new OTP.",
  otpPurposeInvalid: "Purpose must be one of signup, maid_registration, reset, maid_login.",
  verificationInvalid:
    "Your phone verification has expired. Please verify your phone number again.",
  phoneRegistered: "This phone number is already registered. Please log in.",
  noAccountForPhone: "No account uses this phone number. Please sign up.",
  phoneNotChangeable: "The phone number cannot be changed.",
  loginTooManyTries: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minutes.`,
  loginRequired: "Please log in to continue.",
  sessionExpired: "Your session has expired. Please log in again.",
  loggedOut: "Logged out.",
  textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** Messages of our own for the content feature (the contact form's own are in the lists above). */
export const contentMessages = {
  contactAddressHourlyLimit: (minutes: number) =>
    `Too many messages were sent from this network. Please try again in ${minutes} minutes.`,
  pageNotFound: "This page does not exist.",
} as const;

/** The installed app (service worker): a new version waits until the person refreshes. */
export const appUpdateMessages = {
  ready: "A new version of Sahayi is ready.",
  refresh: "Refresh to update",
} as const;

/** Messages of our own for plans and payments (the spec's own are in the lists above). */
export const paymentMessages = {
  planNotFound: "This plan does not exist or is no longer sold.",
  orderNotFound: "No such payment order.",
  orderIdRequired: "Order id is required.",
  paymentIdRequired: "Payment id is required.",
  signatureRequired: "Signature is required.",
  outcomeInvalid: "Outcome must be success or failure.",
  signatureInvalid: "The payment could not be verified.",
  notYourOrder: "This payment order belongs to another account.",
  orderPaidByAnotherPayment: "This order has already been paid with another payment.",
  providerUnavailable: "The payment provider did not answer. Please try again.",
  providerFailed: "The payment provider refused the order. Please try again.",
  webhookSignatureInvalid: "The webhook signature is not valid.",
  webhookMalformed: "The webhook body is not a Razorpay event.",
  webhookPaymentOnOtherOrder: (paymentId: string, otherOrderId: string) =>
    `A signed webhook named payment ${paymentId} for this order, but that payment is recorded on order ${otherOrderId}. Nothing was granted.`,
  sandboxDeclined: "The payment was declined.",
  invoiceNotFound: "No such invoice.",
  noSuchUser: "No account uses this phone number.",
  subscriptionsExpired: "Subscriptions expired.",
} as const;

/** The contact reveal (product §2 "Contact popup", §8 "Limit popup") and our contact reports. */
export const revealMessages = {
  popupTitle: "Are You Sure You Want to Proceed?",
  confirm: "Yes, Contact Maid",
  goBack: "No, Go Back",
  upgrade: "Upgrade Plan",
  noActivePlan: "You need an active plan to contact helpers.",
  enquiryLimitReached: "You have used all the enquiries of your plan.",
  revealsPerHour: (n: number) =>
    `You have opened ${n} contacts in the last hour, the most allowed. Please try again later.`,
  reportTitle: "Report this contact",
  reportNote: "Note (optional)",
  reportReasonRequired: "Choose why the contact did not work.",
  reportSubmit: "Send report",
  reportNotPurchased: "You can report only a helper whose contact you opened.",
  reportWindowClosed: "Contacts can be reported only within 7 days of opening them.",
  reportExists: "You have already reported this contact.",
  outcomeRequired: "Choose whether you hired the helper.",
  outcomeNotPurchased: "You can tell us whether you hired only a helper whose contact you opened.",
  outcomeReported: "You reported this contact as not working, so it cannot count as a hire.",
  reportNotFound: "This report does not exist.",
  reportDecided: "This report has already been decided.",
  declineReasonTooLong: (max: number) => `Reason must be at most ${max} characters.`,
  declineReasonOnlyWhenDeclined: "A reason is given only when declining a report.",
  reportStatus: {
    pending: "We are looking into it.",
    accepted: "Accepted, and the enquiry is back in your plan.",
    declined: "Declined.",
  },
} as const;
