import { DEFAULT_PLAN_SUBTITLE, DEFAULT_PLAN_TYPE } from "../../constants.ts";
import { emptyStates, toastMessages } from "../../messages.ts";
import * as plans from "../en/plans.ts";
import { pair } from "./pair.ts";

/**
 * The plans' and payments' words in Malayalam, beside their English (en/plans.ts); see
 * messages.ts. A plan's title, slogan and description are the admin's and stay as typed, but
 * for the API's defaults (a plan without a type or slogan), which are ours.
 */
export const planMessages = [
  pair(plans.subscriptionPlans, "സബ്സ്ക്രിപ്ഷൻ പ്ലാനുകൾ"),
  pair(plans.subscriptionsIntro, "സഹായികളെ ഫോണിലോ വാട്സ്ആപ്പിലോ നേരിട്ട് ബന്ധപ്പെടാൻ ഒരു പ്ലാൻ തിരഞ്ഞെടുക്കുക."),
  pair(plans.subscribeTitle, "ഞങ്ങളുടെ പ്ലാനുകളിൽ ചേരുക"),
  pair(plans.plans, "പ്ലാനുകൾ"),
  pair(plans.previousPlans, "മുമ്പത്തെ പ്ലാനുകൾ"),
  pair(plans.nextPlans, "അടുത്ത പ്ലാനുകൾ"),
  pair(plans.perDays, "/ {days} ദിവസം"),
  pair(plans.features, "സൗകര്യങ്ങൾ"),
  pair(plans.accessNumbers, "{enquiries} ഫോൺ നമ്പർ കാണാം"),
  pair(plans.accessDays, "{days} ദിവസത്തേക്ക് ലഭ്യം"),
  pair(plans.priceSentence, "{breakdown}, ആകെ {total}"),
  pair(plans.planDetails, "പ്ലാൻ വിവരങ്ങൾ"),
  pair(plans.planDetailsOf, "പ്ലാൻ വിവരങ്ങൾ: {title}"),
  pair(plans.changePlan, "പ്ലാൻ മാറ്റുക"),
  pair(plans.subscriptionPrice, "സബ്സ്ക്രിപ്ഷൻ വില"),
  pair(plans.processing, "കാത്തിരിക്കുക..."),
  pair(plans.sandboxNote, "സാൻഡ്ബോക്സ് · പണം കൈമാറുന്നില്ല"),
  pair(plans.checkout, "ചെക്ക്ഔട്ട്"),
  pair(plans.paying, "പണം ലഭിക്കുന്നത്"),
  pair(plans.paidFor, "എന്തിന്"),
  pair(plans.order, "ഓർഡർ"),
  pair(plans.pay, "പണമടയ്ക്കുക"),
  pair(plans.payingNow, "പണമടയ്ക്കുന്നു..."),
  pair(plans.fail, "പരാജയപ്പെടുത്തുക"),
  pair(plans.failing, "പരാജയപ്പെടുത്തുന്നു..."),
  pair(plans.dismiss, "അടയ്ക്കുക"),
  pair(plans.paymentFailed, "പണമടയ്ക്കൽ പരാജയപ്പെട്ടു"),
  pair(plans.retry, "വീണ്ടും ശ്രമിക്കുക"),
  pair(plans.paymentNotThrough, "നിങ്ങളുടെ പണമടയ്ക്കൽ നടന്നില്ല. പ്ലാൻ ഒന്നും ചേർത്തിട്ടില്ല."),
  pair(plans.planRenewed, "പ്ലാൻ പുതുക്കി"),
  pair(plans.paymentSuccessful, "പണമടയ്ക്കൽ വിജയിച്ചു"),
  pair(plans.findMaids, "സഹായികളെ കണ്ടെത്തുക"),
  pair(plans.enquiriesUntil, {
    one: "1 അന്വേഷണം, {date} വരെ സാധുത",
    other: "{enquiries} അന്വേഷണങ്ങൾ, {date} വരെ സാധുത",
  }),
  pair(plans.paidOn, "പണമടച്ചത് {date} · ഇൻവോയ്സ് {invoice}"),
  pair(plans.planActive, "നിങ്ങളുടെ പ്ലാൻ സജീവമാണ്. ഇനി സഹായികളുടെ പ്രൊഫൈലിൽ നിന്ന് അവരെ ബന്ധപ്പെടാം."),
  pair(plans.receiptSent, "രസീത് {phone} എന്ന നമ്പറിലേക്ക് SMS ആയി അയച്ചു."),
  pair(plans.downloadInvoice, "ഇൻവോയ്സ് ഡൗൺലോഡ് ചെയ്യുക"),
  pair(plans.downloading, "ഡൗൺലോഡ് ചെയ്യുന്നു..."),
  // The API's defaults for a plan's type and slogan (apps/api lib/billing/pricing.ts).
  pair(DEFAULT_PLAN_TYPE, "ബേസിക് പ്ലാൻ"),
  pair(DEFAULT_PLAN_SUBTITLE, "ഓരോ തവണയും പ്രത്യേകം ബുക്ക് ചെയ്യുന്നതിനെക്കാൾ 10% വരെ ലാഭിക്കാം."),
  pair(emptyStates.noPlans, "പ്ലാനുകളൊന്നും ലഭ്യമല്ല"),
  pair(emptyStates.noPlanDetails, "പ്ലാൻ വിവരങ്ങൾ ലഭ്യമല്ല"),
];

/** The toasts and reasons of a plan's payment, which the failure page shows too. */
export const planToasts = [
  pair(toastMessages.paymentSuccess, "പണമടയ്ക്കൽ വിജയിച്ചു!"),
  pair(toastMessages.paymentInitiateFailed, "പണമടയ്ക്കൽ തുടങ്ങാനായില്ല."),
  pair(toastMessages.pleaseTryAgain, "വീണ്ടും ശ്രമിക്കുക."),
  pair(toastMessages.planPurchaseFailed, "പ്ലാൻ വാങ്ങാനായില്ല. വീണ്ടും ശ്രമിക്കുക."),
  pair(toastMessages.paymentInitFailed, "പണമടയ്ക്കൽ സംവിധാനം തുടങ്ങാനായില്ല. വീണ്ടും ശ്രമിക്കുക."),
  pair(toastMessages.paymentNotLoaded, "പണമടയ്ക്കൽ സംവിധാനം ലോഡ് ആയില്ല. വീണ്ടും ശ്രമിക്കുക."),
];
