/**
 * The words of a helper already contacted: the Maids tab (the day, the report window, the
 * report's state) and her numbers written out. A module of its own, so the helper's page
 * carries them only once a buyer opens it (the first download of a page has a budget).
 */
export const contactedMessages = {
  /** "Reported as not reachable. We are looking into it." */
  reportLine: (reason: string, status: string) => `Reported as ${reason.toLowerCase()}. ${status}`,
  /** Where the report button is: the rule it follows. */
  reportRule: (days: number) =>
    `Number wrong, unreachable or already working? Report it within ${days} days of contacting: if we accept, the enquiry comes back to your plan.`,
  /** The Maids tab: "Contacted 12 Nov · report until 19 Nov"; just the first part after. */
  contactedOn: (day: string, reportUntil?: string) =>
    reportUntil ? `Contacted ${day} · report until ${reportUntil}` : `Contacted ${day}`,
  phoneLabel: "Phone",
  whatsappLabel: "WhatsApp",
  copy: "Copy",
  copyDone: "Copied",
  copyLabel: (what: string, number: string) => `Copy ${what} number ${number}`,
  copied: (what: string) => `${what} number copied.`,
  copyFailed: "Could not copy. Select the number and copy it yourself.",
} as const;
