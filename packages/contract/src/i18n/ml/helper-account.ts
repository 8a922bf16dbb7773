import { CONFIRM_LINK_VALID_DAYS, HELPER_PAUSE_MAX_DAYS } from "../../constants.ts";
import { helperAccountMessages } from "../../helper-account/helper-account.ts";
import { helperListingMessages } from "../../helper-account/helper-listing.ts";
import * as words from "../en/helper-account.ts";
import { pair } from "./pair.ts";

/** The API's answers to a helper's sign-in and pause, in Malayalam (ml/account-errors.ts). */
export const helperAccountAnswers = [
  pair(
    helperAccountMessages.notRegistered,
    "ഈ ഫോൺ നമ്പറിൽ സഹായിയുടെ രജിസ്ട്രേഷൻ ഇല്ല. ആദ്യം സഹായിയായി രജിസ്റ്റർ ചെയ്യുക.",
  ),
  pair(helperAccountMessages.paused, "ഈ സഹായി ഇപ്പോൾ ലഭ്യമല്ല. ഒന്നും ചെലവായിട്ടില്ല."),
  pair(helperAccountMessages.availableRequired, "നിങ്ങൾ ലഭ്യമാണോ എന്ന് പറയുക (true അല്ലെങ്കിൽ false)."),
  pair(
    helperAccountMessages.availableFromInvalid,
    "ലഭ്യമാകുന്ന തീയതി ഒരു തീയതി ആയിരിക്കണം (YYYY-MM-DD).",
  ),
  pair(
    helperAccountMessages.availableFromWithPause,
    "ലഭ്യമാകുന്ന തീയതി ഇടവേളയ്ക്കൊപ്പം മാത്രം (available: false).",
  ),
  pair(
    helperAccountMessages.availableFromRange,
    `ലഭ്യമാകുന്ന തീയതി ഇന്നിന് ശേഷമുള്ള ഒരു ദിവസവും ${HELPER_PAUSE_MAX_DAYS} ദിവസത്തിനുള്ളിലും ആയിരിക്കണം.`,
  ),
  pair(helperAccountMessages.deleted, "നിങ്ങളുടെ ലിസ്റ്റിംഗും വിവരങ്ങളും നീക്കം ചെയ്തു."),
  pair(helperAccountMessages.deletedName, "നീക്കം ചെയ്ത സഹായി"),
  pair(
    helperAccountMessages.notListed,
    "പട്ടികയിലുള്ള (അംഗീകരിച്ച) സഹായിക്ക് മാത്രമേ തന്റെ ലിസ്റ്റിംഗ് നിർത്താനോ തുടരാനോ കഴിയൂ.",
  ),
  pair(helperAccountMessages.linkRequired, "ലിങ്കിൽ കോഡ് ഇല്ല. ഞങ്ങളുടെ SMS-ലെ ലിങ്ക് വീണ്ടും തുറക്കുക."),
  pair(
    helperAccountMessages.linkInvalid,
    "ഈ ലിങ്ക് ഞങ്ങൾ അയച്ചതല്ല, അല്ലെങ്കിൽ അത് മുറിഞ്ഞുപോയി. ഞങ്ങളുടെ SMS-ലെ പുതിയ ലിങ്ക് തുറക്കുക, അല്ലെങ്കിൽ ലോഗിൻ ചെയ്ത് നിങ്ങളുടെ പേജിൽ ഉറപ്പാക്കുക.",
  ),
  pair(
    helperAccountMessages.linkExpired,
    `ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു (ലിങ്ക് ${CONFIRM_LINK_VALID_DAYS} ദിവസം പ്രവർത്തിക്കും). ലോഗിൻ ചെയ്ത് നിങ്ങളുടെ പേജിൽ ഉറപ്പാക്കുക.`,
  ),
  pair(
    helperAccountMessages.linkUsed,
    "ഈ ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു: അന്ന് നിങ്ങൾ മറുപടി നൽകി. നിങ്ങളുടെ പ്രൊഫൈൽ കാണാൻ ലോഗിൻ ചെയ്യുക.",
  ),
  pair(
    helperAccountMessages.linkNotListed,
    "നിങ്ങളുടെ പ്രൊഫൈൽ ഇപ്പോൾ സൈറ്റിൽ ഇല്ല (നിർത്തിവച്ചു, അല്ലെങ്കിൽ നീക്കി), അതിനാൽ ഉറപ്പാക്കാൻ ഒന്നുമില്ല. കാരണം അറിയാൻ ലോഗിൻ ചെയ്യുക.",
  ),
  pair(helperAccountMessages.devAsked, "ചോദിച്ചു: അവരുടെ SMS ഔട്ട്‌ബോക്സിലുണ്ട്."),
  pair(helperAccountMessages.devNotListed, "ഈ ഫോൺ നമ്പറിൽ പട്ടികയിലുള്ള സഹായി ഇല്ല."),
  pair(
    helperAccountMessages.confirmed,
    "നന്ദി. നിങ്ങൾ ലഭ്യമാണെന്ന്, ഇന്ന് ഉറപ്പാക്കി എന്ന്, ഇപ്പോൾ നിങ്ങളുടെ പ്രൊഫൈലിൽ കാണിക്കും.",
  ),
  pair(
    helperListingMessages.notEditable,
    "പട്ടികയിലുള്ള (സൈറ്റിലുള്ളതോ നിർത്തിവച്ചതോ ആയ) സഹായിക്ക് മാത്രമേ തന്റെ ലിസ്റ്റിംഗ് മാറ്റാൻ കഴിയൂ.",
  ),
  pair(helperListingMessages.imageNotFound, "ഈ ചിത്രം നിങ്ങളുടെ ലിസ്റ്റിംഗിൽ ഇല്ല."),
  pair(helperListingMessages.saved, "നിങ്ങളുടെ ലിസ്റ്റിംഗ് പുതുക്കി."),
  pair(
    helperAccountMessages.pausedByLink,
    "നിങ്ങളുടെ പ്രൊഫൈൽ നിർത്തിവച്ചു: വീട്ടുകാർ നിങ്ങളെ ലഭ്യമല്ല എന്ന് കാണും, നിങ്ങളുടെ നമ്പർ തുറക്കാൻ കഴിയില്ല. വീണ്ടും ജോലി തേടുമ്പോൾ നിങ്ങളുടെ പേജിൽ അത് തുടരുക.",
  ),
];

/** A helper's pages' words in Malayalam, beside their English (en/helper-account.ts); see messages.ts. */
export const helperAccountWords = [
  pair(words.notAvailableNow, "ഇപ്പോൾ ലഭ്യമല്ല"),
  pair(words.forHelpers, "സഹായികൾക്ക്"),
  pair(words.signInTitle, "സഹായിയുടെ ലോഗിൻ"),
  pair(
    words.signInIntro,
    "രജിസ്റ്റർ ചെയ്ത ഫോൺ നമ്പർ ഉപയോഗിച്ച് ലോഗിൻ ചെയ്യുക. അതിലേക്ക് 4 അക്ക OTP അയയ്ക്കും; പാസ്‌വേഡ് വേണ്ട.",
  ),
  pair(words.signIn, "ലോഗിൻ ചെയ്യുക"),
  pair(words.signedIn, "ലോഗിൻ ചെയ്തു."),
  pair(words.accountTitle, "എന്റെ പ്രൊഫൈൽ"),
  pair(words.statusHeading, "നില"),
  pair(
    words.statusAwaitingPayment,
    "നിങ്ങളുടെ രജിസ്ട്രേഷൻ ഫീസ് ഇതുവരെ അടച്ചിട്ടില്ല, അതിനാൽ രജിസ്ട്രേഷൻ പരിശോധനയ്ക്ക് പോയിട്ടില്ല.",
  ),
  pair(words.statusAwaitingPaymentNext, "ഞങ്ങളെ ബന്ധപ്പെടുക, അത് പൂർത്തിയാക്കാൻ ഞങ്ങൾ സഹായിക്കാം."),
  pair(
    words.statusPending,
    "നിങ്ങളുടെ രജിസ്ട്രേഷൻ പരിശോധനയിലാണ്. ഞങ്ങളുടെ ടീം പരിശോധിച്ചാൽ SMS വഴി അറിയിക്കും.",
  ),
  pair(words.statusRejected, "നിങ്ങളുടെ രജിസ്ട്രേഷൻ അംഗീകരിച്ചില്ല. കാരണം: {reason}"),
  pair(
    words.statusRejectedNext,
    "കാരണത്തിൽ പറയുന്നത് ശരിയാക്കി വീണ്ടും രജിസ്റ്റർ ചെയ്യുക; എന്തെങ്കിലും വ്യക്തമല്ലെങ്കിൽ ഞങ്ങളെ ബന്ധപ്പെടുക.",
  ),
  pair(
    words.statusApproved,
    "നിങ്ങളുടെ പ്രൊഫൈൽ സൈറ്റിലുണ്ട്. വീട്ടുകാർക്ക് നിങ്ങളെ കണ്ടെത്താനും നിങ്ങളുടെ നമ്പർ തുറക്കാനും കഴിയും.",
  ),
  pair(
    words.statusPaused,
    "നിങ്ങൾ തുടരുന്നതുവരെ നിങ്ങളുടെ പ്രൊഫൈൽ നിർത്തിവച്ചിരിക്കുന്നു. വീട്ടുകാർ നിങ്ങളുടെ പേജിൽ 'ഇപ്പോൾ ലഭ്യമല്ല' എന്ന് കാണും; നമ്പർ തുറക്കാൻ കഴിയില്ല.",
  ),
  pair(
    words.statusPausedUntil,
    "{date} വരെ നിങ്ങളുടെ പ്രൊഫൈൽ നിർത്തിവച്ചിരിക്കുന്നു; ആ ദിവസം അത് തനിയെ തിരികെ വരും. അതുവരെ വീട്ടുകാർക്ക് നിങ്ങളുടെ നമ്പർ തുറക്കാൻ കഴിയില്ല.",
  ),
  pair(
    words.statusSuspended,
    "Sahayi നിങ്ങളുടെ പ്രൊഫൈൽ സൈറ്റിൽ നിന്ന് നീക്കി. കാരണവും ഇനി ചെയ്യേണ്ടതും അറിയാൻ ഞങ്ങളെ ബന്ധപ്പെടുക.",
  ),
  pair(words.seePublicPage, "വീട്ടുകാർ കാണുന്നതുപോലെ എന്റെ പേജ് കാണുക"),
  pair(words.lastThirtyDays, "കഴിഞ്ഞ 30 ദിവസം"),
  pair(words.profileViews, {
    one: "നിങ്ങളുടെ പേജ് {count} തവണ കണ്ടു",
    other: "നിങ്ങളുടെ പേജ് {count} തവണ കണ്ടു",
  }),
  pair(words.numbersOpened, {
    one: "നിങ്ങളുടെ നമ്പർ {count} തവണ തുറന്നു",
    other: "നിങ്ങളുടെ നമ്പർ {count} തവണ തുറന്നു",
  }),
  pair(words.hiresReported, {
    one: "{count} വീട്ടുകാർ നിങ്ങളെ ജോലിക്കെടുത്തെന്ന് പറഞ്ഞു",
    other: "{count} വീട്ടുകാർ നിങ്ങളെ ജോലിക്കെടുത്തെന്ന് പറഞ്ഞു",
  }),
  pair(words.pauseHeading, "നിർത്തിവയ്ക്കുക അല്ലെങ്കിൽ തുടരുക"),
  pair(
    words.pauseIntro,
    "ജോലി കിട്ടിയോ, കുറച്ചുകാലം ഇവിടെ ഇല്ലേ? നിങ്ങളുടെ പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക; നിങ്ങൾ തിരികെ വരുന്നതുവരെ വീട്ടുകാർക്ക് നിങ്ങളുടെ നമ്പർ തുറക്കാൻ കഴിയില്ല.",
  ),
  pair(words.pauseHow, "എത്ര കാലം"),
  pair(words.untilResume, "ഞാൻ തുടരുന്നതുവരെ"),
  pair(words.untilDate, "ഒരു തീയതി വരെ"),
  pair(words.backOn, "തിരികെ വരുന്ന ദിവസം"),
  pair(words.backOnHint, "{first} മുതൽ {last} വരെയുള്ള ഏത് ദിവസവും."),
  pair(words.chooseBackOn, "നിങ്ങൾ തിരികെ വരുന്ന ദിവസം തിരഞ്ഞെടുക്കുക."),
  pair(words.pause, "എന്റെ പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക"),
  pair(words.pausing, "നിർത്തിവയ്ക്കുന്നു..."),
  pair(words.resume, "എന്റെ പ്രൊഫൈൽ തുടരുക"),
  pair(words.resuming, "തുടരുന്നു..."),
  pair(words.signOut, "ലോഗൗട്ട്"),
  pair(
    words.helperDataText,
    "Sahayi നിങ്ങളെക്കുറിച്ച് സൂക്ഷിക്കുന്ന എല്ലാറ്റിന്റെയും പകർപ്പ്: നിങ്ങളുടെ രജിസ്ട്രേഷൻ, ഫീസ്, ഞങ്ങളുടെ പരിശോധനകൾ, വീട്ടുകാർ നിങ്ങളുടെ ലിസ്റ്റിംഗ് കൊണ്ട് ചെയ്തത് (എണ്ണം മാത്രം, ആരെന്നില്ല).",
  ),
  pair(words.deleteListing, "എന്റെ ലിസ്റ്റിംഗ് നീക്കം ചെയ്യുക"),
  pair(
    words.deleteListingText,
    "നിങ്ങളുടെ ലിസ്റ്റിംഗ് ഉടൻ Sahayi-ൽ നിന്ന് മാറ്റുകയും നിങ്ങളുടെ പേര്, നമ്പറുകൾ, വിലാസം, ഫോട്ടോകൾ എന്നിവ മായ്ക്കുകയും ചെയ്യും. നികുതി നിയമം ആവശ്യപ്പെടുന്നതുപോലെ ഫീസിന്റെ ഇൻവോയ്സിൽ നിങ്ങളുടെ പേര് ഉണ്ടാകും.",
  ),
  pair(words.deleteListingTitle, "നിങ്ങളുടെ ലിസ്റ്റിംഗ് നീക്കം ചെയ്യണോ?"),
  pair(
    words.deleteListingConfirm,
    "ഇത് നിങ്ങൾ തന്നെയാണെന്ന് ഉറപ്പാക്കാൻ നിങ്ങളുടെ ഫോണിലേക്ക് ഒരു കോഡ് അയയ്ക്കും. അത് നൽകിയാൽ നിങ്ങളുടെ ലിസ്റ്റിംഗും വിവരങ്ങളും നീക്കം ചെയ്യും; ഇത് തിരികെയെടുക്കാൻ കഴിയില്ല.",
  ),
  pair(words.sendCodeToDelete, "കോഡ് അയയ്ക്കുക"),
  pair(words.sendingCode, "അയയ്ക്കുന്നു..."),
  pair(words.confirmTitle, "നിങ്ങൾ ഇപ്പോഴും ജോലിക്ക് ലഭ്യമാണോ?"),
  pair(
    words.confirmIntro,
    "നിങ്ങൾ ഇപ്പോഴും ലഭ്യമാണെന്ന് വീട്ടുകാരെ അറിയിക്കാൻ 'അതെ' അമർത്തുക: അപ്പോൾ നിങ്ങളുടെ പ്രൊഫൈലിൽ ഇന്ന് ഉറപ്പാക്കി എന്ന് കാണിക്കും. ജോലി കിട്ടിയോ? പകരം പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക; നിങ്ങളുടെ പേജിൽ പിന്നീട് തുടരാം.",
  ),
  pair(words.stillAvailable, "അതെ, ഞാൻ ഇപ്പോഴും ലഭ്യമാണ്"),
  pair(words.confirming, "ഉറപ്പാക്കുന്നു..."),
  pair(words.gotAJob, "എനിക്ക് ജോലി കിട്ടി — പ്രൊഫൈൽ നിർത്തിവയ്ക്കുക"),
  pair(words.seeMyListing, "എന്റെ പ്രൊഫൈൽ കാണുക"),
  pair(words.householdsSee, "വീട്ടുകാർ കാണുന്നത്: {text}"),
  pair(words.confirmWhy, "{days} ദിവസം ഉറപ്പാക്കാത്ത പ്രൊഫൈൽ നിങ്ങൾ ഉറപ്പാക്കുന്നതുവരെ തിരയലിൽ കാണില്ല."),
  pair(words.editListing, "എന്റെ ലിസ്റ്റിംഗ് മാറ്റുക"),
  pair(
    words.editListingIntro,
    "നിങ്ങൾ എഴുതുന്നതും ഷിഫ്റ്റും ഭാഷയും ജോലികളും ഉടൻ നിങ്ങളുടെ പേജിൽ മാറും. പുതിയ ഫോട്ടോ ഞങ്ങളുടെ ടീം പരിശോധിച്ച ശേഷം കാണിക്കും; അതുവരെ വീട്ടുകാർ പഴയത് കാണും.",
  ),
  pair(words.detailsHeading, "നിങ്ങളെയും ജോലിയെയും കുറിച്ച്"),
  pair(words.aboutCount, "{max}-ൽ {count} അക്ഷരങ്ങൾ"),
  pair(words.saveListing, "മാറ്റങ്ങൾ സേവ് ചെയ്യുക"),
  pair(words.savingListing, "സേവ് ചെയ്യുന്നു..."),
  pair(words.listingSaved, "സേവ് ചെയ്തു. വീട്ടുകാർ ഇപ്പോൾ ഇത് നിങ്ങളുടെ പേജിൽ കാണും."),
  pair(words.photosHeading, "ഫോട്ടോകൾ"),
  pair(words.profilePhoto, "പ്രൊഫൈൽ ഫോട്ടോ"),
  pair(words.currentPhoto, "ഇപ്പോഴത്തെ ഫോട്ടോ"),
  pair(words.newPhoto, "പുതിയ ഫോട്ടോ"),
  pair(words.chooseNewPhoto, "പുതിയ ഫോട്ടോ തിരഞ്ഞെടുക്കുക"),
  pair(words.galleryHeading, "കൂടുതൽ ഫോട്ടോകൾ ({max}-ൽ {count})"),
  pair(words.addPhotos, "ഫോട്ടോകൾ ചേർക്കുക"),
  pair(words.noMorePhotos, "ഇതുവരെ കൂടുതൽ ഫോട്ടോകൾ ഇല്ല."),
  pair(words.galleryFull, "അനുവദിച്ചത്ര ഫോട്ടോകൾ നിങ്ങൾക്കുണ്ട്. മറ്റൊന്ന് ചേർക്കാൻ ഒന്ന് നീക്കം ചെയ്യുക."),
  pair(words.waitingForReview, "പരിശോധനയ്ക്ക് കാത്തിരിക്കുന്നു"),
  pair(words.photoSent, "ഫോട്ടോ അയച്ചു. ഞങ്ങളുടെ ടീം അംഗീകരിച്ചാൽ അത് നിങ്ങളുടെ പേജിൽ കാണിക്കും."),
  pair(words.removePhoto, "നീക്കം ചെയ്യുക"),
  pair(words.withdrawPhoto, "പിൻവലിക്കുക"),
  pair(words.photoRefused, "നിങ്ങൾ അയച്ച ഒരു ഫോട്ടോ അംഗീകരിച്ചില്ല. കാരണം: {reason}"),
  pair(words.photoRefusedNoReason, "നിങ്ങൾ അയച്ച ഒരു ഫോട്ടോ അംഗീകരിച്ചില്ല."),
  pair(words.backToAccount, "എന്റെ പേജിലേക്ക് മടങ്ങുക"),
];
