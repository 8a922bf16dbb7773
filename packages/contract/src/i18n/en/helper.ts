/**
 * A helper's words by key, in English (see en/shell.ts): the helper's page, the facts and
 * contact buttons of a helper's card, and the contact popup. Their Malayalam is in
 * ml/helper.ts.
 */

export const helperNotFound = "Helper not found";
export const findOtherHelpers = "Find other helpers";
export const verified = "✓ Verified";
export const details = "Details";
/** Age and gender on a card: "34 yrs · Female". */
export const ageAndGender = "{age} yrs · {gender}";
export const years = { one: "1 year", other: "{count} years" } as const;
export const newToPaidWork = "New to paid work";
export const experienceOf = "{years} experience";
/** Before the date of a card's last change. */
export const updated = "Updated";
/** Before the date of a profile's last change. */
export const profileUpdated = "Profile updated";
/** How many households said they hired her. */
export const hiredThroughSahayi = {
  one: "Hired through Sahayi once",
  other: "Hired through Sahayi {count} times",
} as const;
export const categories = "Categories";
export const helperDetails = "Helper details";
export const aboutMe = "About Me";
export const gallery = "Gallery";
export const openPhoto = "Open photo {number} of {total}";
export const callNow = "Call Now";
export const whatsapp = "Whatsapp";
/** The first message of a WhatsApp chat, polite and naming the site. */
export const whatsappGreeting =
  "Hello {name}, I found your profile on Sahayi and would like to talk to you about work. Is this a good time?";
export const close = "Close";
export const callUsingEnquiry = "Call {name} using one enquiry of your plan.";
export const messageUsingEnquiry = "Message {name} using one enquiry of your plan.";
export const enquiriesUsed = "Enquiries used";
/** Beside the popup's progress bar: "You have used 3 of 10 enquiries." */
export const contacted = {
  one: "You have used {used} of {count} enquiry.",
  other: "You have used {used} of {count} enquiries.",
} as const;
export const limitReachedBody = {
  one: "You've used all {count} contact included in your plan. To contact more helpers, please upgrade your plan.",
  other:
    "You've used all {count} contacts included in your plan. To contact more helpers, please upgrade your plan.",
} as const;
/** When she last said she is available (decision 045), on her card and page. */
export const confirmedToday = "Available · confirmed today";
export const confirmedYesterday = "Available · confirmed yesterday";
export const confirmedDaysAgo = {
  one: "Available · confirmed {count} day ago",
  other: "Available · confirmed {count} days ago",
} as const;
