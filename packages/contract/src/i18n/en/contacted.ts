/**
 * The words of a helper already contacted, by key, in English (see en/shell.ts): the Maids
 * tab (the day, the report window, the report and its state, the report's form) and her
 * numbers written out. A module of its own, so a helper's page carries them only once a buyer
 * opens it (the first download of a page has a budget). Their Malayalam is in ml/contacted.ts.
 */

/** Where the report button is: the rule it follows. */
export const reportRule =
  "Number wrong, unreachable or already working? Report it within {days} days of contacting: if we accept, the enquiry comes back to your plan.";
/** The Maids tab: "Contacted 12 Nov · report until 19 Nov"; just the first part after. */
export const contactedReportUntil = "Contacted {day} · report until {until}";
export const contactedOn = "Contacted {day}";

/** A report's line, before its state: "Reported as not reachable. We are looking into it." */
export const reportedNotReachable = "Reported as not reachable.";
export const reportedAlreadyWorking = "Reported as already working elsewhere.";
export const reportedWrongNumber = "Reported as wrong number.";
/** The household's line for a report declined with the admin's reason. */
export const declinedBecause = "Declined: {reason}";

// Whether the household hired her (the same question its SMS asks a week after the contact)
export const hireQuestion = "Did you hire {name}?";
export const hired = "Hired";
export const notHired = "Not hired";
export const answeredHired = "You hired {name}. Thank you for telling us.";
export const answeredNotHired = "You did not hire {name}.";
export const changeAnswer = "Change answer";

// Her numbers written out
export const phoneLabel = "Phone";
export const whatsappLabel = "WhatsApp";
/** One line when the WhatsApp number is the phone number. */
export const phoneAndWhatsapp = "Phone and WhatsApp";
export const copy = "Copy";
export const copyDone = "Copied";
export const copyLabel = "Copy {what} number {number}";
export const copied = "{what} number copied.";
export const copyFailed = "Could not copy. Select the number and copy it yourself.";
