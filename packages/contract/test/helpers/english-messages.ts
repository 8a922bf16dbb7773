import {
  CONTACT_REPORT_REASON_LABELS,
  DEFAULT_PLAN_SUBTITLE,
  DEFAULT_PLAN_TYPE,
} from "../../src/constants.ts";
import { helperAccountMessages } from "../../src/helper-account/helper-account.ts";
import { helperListingMessages } from "../../src/helper-account/helper-listing.ts";
import * as account from "../../src/i18n/en/account.ts";
import * as contact from "../../src/i18n/en/contact.ts";
import * as contacted from "../../src/i18n/en/contacted.ts";
import * as filters from "../../src/i18n/en/filters.ts";
import * as helper from "../../src/i18n/en/helper.ts";
import * as helperAccount from "../../src/i18n/en/helper-account.ts";
import * as home from "../../src/i18n/en/home.ts";
import * as pages from "../../src/i18n/en/pages.ts";
import * as panels from "../../src/i18n/en/panels.ts";
import * as plans from "../../src/i18n/en/plans.ts";
import * as profile from "../../src/i18n/en/profile.ts";
import * as registration from "../../src/i18n/en/registration.ts";
import * as search from "../../src/i18n/en/search.ts";
import * as shell from "../../src/i18n/en/shell.ts";
import * as shortlist from "../../src/i18n/en/shortlist.ts";
import * as shortlistHeart from "../../src/i18n/en/shortlist-heart.ts";
import { formMessages } from "../../src/i18n/ml/form-messages.ts";
import { paymentAnswers } from "../../src/i18n/ml/payment-messages.ts";
import {
  apiMessages,
  emptyStates,
  revealMessages,
  statusLabels,
  toastMessages,
} from "../../src/messages.ts";
import { privacyMessages } from "../../src/privacy/privacy-messages.ts";
import { shortlistMessages } from "../../src/shortlist/shortlist.ts";
import { SITE_TAGLINE } from "../../src/site-pages.ts";

/** Every English message the site translates: the catalogues, and the tab's tagline. */
export const english = {
  shell,
  panels,
  home,
  filters,
  search,
  helper,
  contacted,
  account,
  registration,
  contact,
  plans,
  pages,
  profile,
  shortlist,
  shortlistHeart,
  "shortlist answers": { full: shortlistMessages.full },
  helperAccount,
  "helper account answers": helperAccountMessages,
  "helper listing answers": helperListingMessages,
  "error message": { defaultError: toastMessages.defaultError },
  "profile messages": {
    profileUpdated: toastMessages.profileUpdated,
    profileUpdateFailed: toastMessages.profileUpdateFailed,
    noTransactions: emptyStates.noTransactions,
    noMaidsAdded: emptyStates.noMaidsAdded,
    noSubscriptions: emptyStates.noSubscriptions,
    loadingMaids: emptyStates.loadingMaids,
  },
  "plan defaults": { DEFAULT_PLAN_TYPE, DEFAULT_PLAN_SUBTITLE },
  "payment toasts": {
    paymentSuccess: toastMessages.paymentSuccess,
    paymentInitiateFailed: toastMessages.paymentInitiateFailed,
    pleaseTryAgain: toastMessages.pleaseTryAgain,
    planPurchaseFailed: toastMessages.planPurchaseFailed,
    paymentInitFailed: toastMessages.paymentInitFailed,
    paymentNotLoaded: toastMessages.paymentNotLoaded,
    paymentCancelled: toastMessages.paymentCancelled,
  },
  // A payment's refusals, as the API answers them: the failure page shows the same.
  "payment answers": Object.fromEntries(paymentAnswers.map(([text]) => [text, text])),
  "contact toasts": {
    contactSuccess: toastMessages.contactSuccess,
    contactFailed: toastMessages.contactFailed,
  },
  "registration toasts": {
    maidRegistered: toastMessages.maidRegistered,
    paymentCancelled: toastMessages.paymentCancelled,
  },
  "account toasts": {
    loginSuccess: toastMessages.loginSuccess,
    registrationSuccess: toastMessages.registrationSuccess,
    registrationFailed: toastMessages.registrationFailed,
    otpSent: toastMessages.otpSent,
    otpResent: toastMessages.otpResent,
    otpSendFailed: toastMessages.otpSendFailed,
    otpResendFailed: toastMessages.otpResendFailed,
    otpVerified: toastMessages.otpVerified,
    otpIncorrect: toastMessages.otpIncorrect,
    passwordReset: toastMessages.passwordReset,
    passwordResetFailed: toastMessages.passwordResetFailed,
    somethingWrong: toastMessages.somethingWrong,
    consentRecorded: privacyMessages.consentRecorded,
  },
  // The account forms' messages, as the API answers them: the web's forms show the same.
  "account forms": Object.fromEntries(formMessages.map(([text]) => [text, text])),
  "page title": { SITE_TAGLINE },
  "empty states": {
    loading: emptyStates.loading,
    noResults: emptyStates.noResults,
    noMaids: emptyStates.noMaids,
    noDetails: emptyStates.noDetails,
    noImages: emptyStates.noImages,
    noPlans: emptyStates.noPlans,
    noPlanDetails: emptyStates.noPlanDetails,
  },
  "contact popup": {
    popupTitle: revealMessages.popupTitle,
    confirm: revealMessages.confirm,
    goBack: revealMessages.goBack,
    upgrade: revealMessages.upgrade,
    limitReachedTitle: toastMessages.limitReachedTitle,
    alreadySelected: statusLabels.alreadySelected,
    maidNotFound: apiMessages.maidNotFound,
  },
  "contact report": {
    ...CONTACT_REPORT_REASON_LABELS,
    ...revealMessages.reportStatus,
    reportTitle: revealMessages.reportTitle,
    reportNote: revealMessages.reportNote,
    reportReasonRequired: revealMessages.reportReasonRequired,
    reportSubmit: revealMessages.reportSubmit,
  },
  // A contact's and a report's refusals, as the API answers them.
  "contact answers": {
    noActivePlan: revealMessages.noActivePlan,
    enquiryLimitReached: revealMessages.enquiryLimitReached,
    reportNotPurchased: revealMessages.reportNotPurchased,
    reportWindowClosed: revealMessages.reportWindowClosed,
    reportExists: revealMessages.reportExists,
    outcomeRequired: revealMessages.outcomeRequired,
    outcomeNotPurchased: revealMessages.outcomeNotPurchased,
    outcomeReported: revealMessages.outcomeReported,
  },
} as const;
