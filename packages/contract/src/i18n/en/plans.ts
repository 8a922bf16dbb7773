/**
 * The plans' and payments' words by key, in English (see en/shell.ts): the subscriptions page,
 * a plan's card and details page, the subscription popup, the sandbox checkout, and the pages
 * after a payment. Words these share with other pages are those pages' keys (Payment Summary,
 * Total Amount and Amount of en/registration.ts, Buy now of en/search.ts). Their Malayalam is
 * in ml/plans.ts.
 */

// The subscriptions page and the popup
export const subscriptionPlans = "Subscription Plans";
export const subscriptionsIntro = "Choose a plan to contact helpers directly by phone or WhatsApp.";
export const subscribeTitle = "Subscribe to our plans";
export const plans = "Plans";
export const previousPlans = "Previous plans";
export const nextPlans = "Next plans";

// A plan's card
/** Beside the price: "/ 30 days". Days are written as the number is (30, 365). */
export const perDays = "/ {days} days";
export const features = "Features";
/**
 * A plan's feature lines, in the spec's words as the API writes them (plans.ts `planFeatures`,
 * "Access 1 numbers" too: the English does not change with the number, and the Malayalam,
 * a noun after a figure, reads right for any). The web builds them from the plan's numbers.
 * Strings, not plurals: a plural is an object the plan card's chunk would share with the
 * Malayalam chunk, a chunk of its own named in the helper's page's first download.
 */
export const accessNumbers = "Access {enquiries} numbers";
export const accessDays = "Access available for {days} days";
/** The price line under the total: "₹499 + 18 % GST = ₹588.82" (money.ts `describePrice`). */
export const priceSentence = "{breakdown} = {total}";
export const planDetails = "Plan Details";
/** The card's link, named with the plan it opens. */
export const planDetailsOf = "Plan Details: {title}";

// A plan's details page
export const changePlan = "Change Plan";
export const subscriptionPrice = "Subscription price";
export const processing = "Processing...";

// The sandbox checkout
export const sandboxNote = "Sandbox · no money moves";
export const checkout = "Checkout";
/** Who is paid (the seller's name). */
export const paying = "Paying";
/** What is bought (the plan's title). */
export const paidFor = "For";
export const order = "Order";
export const pay = "Pay";
export const payingNow = "Paying...";
export const fail = "Fail";
export const failing = "Failing...";
export const dismiss = "Dismiss";

// After a payment
export const paymentFailed = "Payment Failed";
export const retry = "Retry";
export const paymentNotThrough = "Your payment did not go through. No plan was added.";
export const planRenewed = "Plan renewed";
export const paymentSuccessful = "Payment successful";
export const findMaids = "Find Maids";
/** `{date}` is the plan's last day, in its own element; the number is written as it is. */
export const enquiriesUntil = {
  one: "1 enquiry, valid until {date}",
  other: "{enquiries} enquiries, valid until {date}",
} as const;
/** `{date}` in its own element. */
export const paidOn = "Paid on {date} · Invoice {invoice}";
export const planActive = "Your plan is active. You can now contact helpers from their profiles.";
/** `{phone}` is masked: 98xxxxxx12. */
export const receiptSent = "Receipt sent to {phone} by SMS.";
export const downloadInvoice = "Download invoice";
export const downloading = "Downloading...";
