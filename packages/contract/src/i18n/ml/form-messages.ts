import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  HELPER_ABOUT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "../../constants.ts";
import {
  accountMessages,
  apiMessages,
  fieldMessages,
  registrationMessages,
  toastMessages,
} from "../../messages.ts";
import { privacyMessages } from "../../privacy/privacy-messages.ts";

/**
 * Written out here rather than with translate.ts's formatMessage: the web app's Malayalam
 * chunk takes this module in, and importing code from the first page's translate.ts would
 * split that off into a chunk of its own. The number is written plain (2000, not 2,000).
 */
const tooLong = (label: string, max: number) => `${label} പരമാവധി ${max} അക്ഷരം ആകാം.`;

/**
 * The login, sign-up, forgot-password, helper registration and contact forms' messages in Malayalam,
 * by their English: each field's message and the refusals. The web app's forms show them for their own checks
 * (ml/messages.ts takes them in) and the API answers with them (ml/account-errors.ts), so both
 * say the same. A message is found by its whole English text, so the messages made with a
 * label and a limit are listed as made.
 */
export const formMessages: readonly (readonly [string, string])[] = [
  [apiMessages.invalidInput, "ചില വിവരങ്ങൾ ശരിയല്ല."],
  [toastMessages.loginFailed, "ഫോൺ നമ്പറോ പാസ്‌വേഡോ തെറ്റാണ്"],
  [fieldMessages.controlCharacters, "ഈ എഴുത്തിലെ നിയന്ത്രണ അക്ഷരങ്ങൾ (കാണാത്ത ചിഹ്നങ്ങൾ) നീക്കുക."],
  [fieldMessages.nameRequired, "പേര് നൽകണം"],
  [accountMessages.textTooLong("Name", NAME_MAX_LENGTH), tooLong("പേര്", NAME_MAX_LENGTH)],
  [fieldMessages.phoneRequired, "ഫോൺ നമ്പർ നൽകണം"],
  [fieldMessages.phoneLoginInvalid, "ഫോൺ നമ്പറിൽ 10 അക്കങ്ങൾ വേണം"],
  [fieldMessages.phoneExact, "ഫോൺ നമ്പറിൽ കൃത്യം 10 അക്കങ്ങൾ വേണം"],
  [fieldMessages.whatsappRequired, "വാട്സ്ആപ്പ് നമ്പർ നൽകണം"],
  [fieldMessages.whatsappExact, "വാട്സ്ആപ്പ് നമ്പറിൽ കൃത്യം 10 അക്കങ്ങൾ വേണം"],
  [fieldMessages.emailRequired, "ഇമെയിൽ നൽകണം"],
  [accountMessages.textTooLong("Email", EMAIL_MAX_LENGTH), tooLong("ഇമെയിൽ", EMAIL_MAX_LENGTH)],
  [fieldMessages.emailInvalid, "ഇമെയിൽ ശരിയല്ല"],
  [fieldMessages.passwordRequired, "പാസ്‌വേഡ് നൽകണം"],
  [fieldMessages.passwordTooShort, "പാസ്‌വേഡിൽ കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ വേണം"],
  [fieldMessages.confirmPasswordRequired, "പാസ്‌വേഡ് വീണ്ടും നൽകണം"],
  [fieldMessages.confirmPasswordRequiredReset, "പാസ്‌വേഡ് വീണ്ടും നൽകണം"],
  [fieldMessages.passwordsMustMatch, "രണ്ട് പാസ്‌വേഡുകളും ഒന്നായിരിക്കണം"],
  [
    accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH),
    tooLong("പാസ്‌വേഡ്", PASSWORD_MAX_LENGTH),
  ],
  [fieldMessages.addressRequired, "വിലാസം നൽകണം"],
  [
    accountMessages.textTooLong("Address", ADDRESS_MAX_LENGTH),
    tooLong("വിലാസം", ADDRESS_MAX_LENGTH),
  ],
  [fieldMessages.districtRequired, "ജില്ല തിരഞ്ഞെടുക്കണം"],
  [fieldMessages.pincodeRequired, "പിൻകോഡ് നൽകണം"],
  [fieldMessages.pincodeExact, "പിൻകോഡിൽ കൃത്യം 6 അക്കങ്ങൾ വേണം"],
  [fieldMessages.verifyNeedsPhone, "ശരിയായ 10 അക്ക ഫോൺ നമ്പർ നൽകുക."],
  [fieldMessages.verifyPhoneFirst, "ആദ്യം നിങ്ങളുടെ ഫോൺ നമ്പർ ഉറപ്പാക്കുക."],
  [fieldMessages.otpIncompleteRegistration, "OTP-യുടെ 4 അക്കങ്ങളും നൽകുക."],
  [fieldMessages.otpIncompleteReset, "4 അക്കങ്ങളും നൽകുക"],
  [toastMessages.otpInvalid, "OTP തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക."],
  [accountMessages.otpExpired, "ഈ OTP-യുടെ സമയം കഴിഞ്ഞു. പുതിയ OTP ചോദിക്കുക."],
  [accountMessages.otpTooManyTries, "തെറ്റായ ശ്രമങ്ങൾ കൂടുതലായി. പുതിയ OTP ചോദിക്കുക."],
  [accountMessages.noAccountForPhone, "ഈ ഫോൺ നമ്പറിൽ അക്കൗണ്ട് ഇല്ല. ദയവായി രജിസ്റ്റർ ചെയ്യുക."],
  [
    accountMessages.verificationInvalid,
    "ഫോൺ നമ്പർ ഉറപ്പാക്കിയതിന്റെ സമയം കഴിഞ്ഞു. ഫോൺ നമ്പർ വീണ്ടും ഉറപ്പാക്കുക.",
  ],
  [accountMessages.phoneRegistered, "ഈ ഫോൺ നമ്പർ ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്. ദയവായി ലോഗിൻ ചെയ്യുക."],
  [privacyMessages.consentRequired, "സ്വകാര്യതാ നയം വായിച്ചു എന്ന് ഉറപ്പാക്കുക."],
  [privacyMessages.consentOutdated, "ഇത് സ്വകാര്യതാ നയത്തിന്റെ ഇപ്പോഴത്തെ പതിപ്പല്ല. പേജ് വീണ്ടും ലോഡ് ചെയ്യുക."],
  [privacyMessages.passwordWrong, "പാസ്‌വേഡ് ശരിയല്ല."],
  [privacyMessages.accountDeleted, "നിങ്ങളുടെ അക്കൗണ്ട് നീക്കം ചെയ്തു."],
  [accountMessages.phoneNotChangeable, "ഫോൺ നമ്പർ മാറ്റാനാവില്ല."],
  [fieldMessages.photoRequired, "ഫോട്ടോ നൽകണം"],
  [fieldMessages.photoTooLarge, "ഈ ഫോട്ടോ വളരെ വലുതാണ്: പരമാവധി 2 MB."],
  [fieldMessages.photoUnsupported, "JPEG, PNG അല്ലെങ്കിൽ GIF ഫോട്ടോ തിരഞ്ഞെടുക്കുക."],
  // The helper's registration form
  [fieldMessages.phone10, "ഫോൺ നമ്പറിൽ 10 അക്കങ്ങൾ വേണം"],
  [fieldMessages.whatsapp10, "വാട്സ്ആപ്പ് നമ്പറിൽ 10 അക്കങ്ങൾ വേണം"],
  [fieldMessages.emailAddressInvalid, "ഇമെയിൽ വിലാസം ശരിയല്ല"],
  [fieldMessages.pincode6, "പിൻകോഡിൽ 6 അക്കങ്ങൾ വേണം"],
  [fieldMessages.categoryRequired, "ജോലി വിഭാഗം തിരഞ്ഞെടുക്കണം"],
  [registrationMessages.tooManyCategories, "പരമാവധി 20 ജോലി വിഭാഗങ്ങൾ തിരഞ്ഞെടുക്കാം"],
  [registrationMessages.constituencyRequired, "നിയോജകമണ്ഡലം തിരഞ്ഞെടുക്കണം"],
  [fieldMessages.experienceRequired, "പരിചയം നൽകണം"],
  [registrationMessages.experienceWholeYears, "പരിചയം മുഴുവൻ വർഷങ്ങളിൽ നൽകുക (അക്കങ്ങൾ മാത്രം)"],
  [registrationMessages.experienceTooHigh, "പരിചയം പരമാവധി 80 വർഷം ആകാം"],
  [fieldMessages.dobRequired, "ജനനത്തീയതി നൽകണം"],
  [registrationMessages.dobInvalid, "ശരിയായ ജനനത്തീയതി നൽകുക"],
  [registrationMessages.dobInFuture, "ജനനത്തീയതി ഭാവിയിലാകരുത്"],
  [fieldMessages.ageMinimum, "കുറഞ്ഞത് 18 വയസ്സ് വേണം"],
  [registrationMessages.ageTooHigh, "പ്രായം പരമാവധി 100 ആകാം"],
  [fieldMessages.genderRequired, "ലിംഗം തിരഞ്ഞെടുക്കണം"],
  [fieldMessages.casteRequired, "മതം തിരഞ്ഞെടുക്കണം"],
  [fieldMessages.languageRequired, "ഭാഷ തിരഞ്ഞെടുക്കണം"],
  [fieldMessages.shiftRequired, "ഷിഫ്റ്റ് തിരഞ്ഞെടുക്കണം"],
  [
    accountMessages.textTooLong("About me", HELPER_ABOUT_MAX_LENGTH),
    tooLong("എന്നെക്കുറിച്ച്", HELPER_ABOUT_MAX_LENGTH),
  ],
  [fieldMessages.fileTooLarge, "ഈ ഫയൽ വളരെ വലുതാണ്: പരമാവധി 2 MB."],
  [fieldMessages.tooManyImages, "പരമാവധി 5 ഫോട്ടോകൾ അപ്‌ലോഡ് ചെയ്യാം"],
  [registrationMessages.imageUnsupported, "ഈ ഫയൽ തരം പറ്റില്ല (JPEG, PNG, GIF അല്ലെങ്കിൽ WebP മാത്രം)"],
  [registrationMessages.imageTooSmall, "ഫയൽ വളരെ ചെറുതാണ്"],
  [registrationMessages.phoneRegistered, "ഈ ഫോൺ നമ്പർ ഇതിനകം സഹായിയായി രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്."],
  // The contact form
  [fieldMessages.phoneContactInvalid, "ശരിയായ 10 അക്ക ഫോൺ നമ്പർ നൽകുക"],
  [fieldMessages.emailContactInvalid, "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക"],
  [fieldMessages.messageRequired, "സന്ദേശം നൽകണം"],
  [fieldMessages.messageTooShort, "സന്ദേശത്തിൽ കുറഞ്ഞത് 10 അക്ഷരങ്ങൾ വേണം"],
  [
    accountMessages.textTooLong("Message", MESSAGE_MAX_LENGTH),
    tooLong("സന്ദേശം", MESSAGE_MAX_LENGTH),
  ],
];
