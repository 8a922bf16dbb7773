import { accountMessages, contentMessages, revealMessages } from "../../messages.ts";

/**
 * The API's refusals that carry a number (a wait, a limit) in Malayalam. Such a message cannot
 * be found by its whole English text as the others are (ml/account-errors.ts): its number is
 * read out of it, the English made again with that number, and only an exact match is taken.
 */
const withNumber: readonly (readonly [(n: number) => string, (n: number) => string])[] = [
  [
    accountMessages.otpResendWait,
    (seconds) => `അടുത്ത OTP ചോദിക്കുന്നതിന് മുമ്പ് ${seconds} സെക്കൻഡ് കാത്തിരിക്കുക.`,
  ],
  [
    accountMessages.otpPhoneHourlyLimit,
    (minutes) => `ഈ ഫോൺ നമ്പറിന് വളരെയധികം OTP ചോദിച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  ],
  [
    accountMessages.otpAddressHourlyLimit,
    (minutes) => `ഈ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം OTP ചോദിച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  ],
  [
    accountMessages.otpPhoneDailyTries,
    (hours) => `ഇന്ന് ഈ ഫോൺ നമ്പറിൽ വളരെയധികം OTP നൽകി നോക്കി. ${hours} മണിക്കൂറിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  ],
  [
    accountMessages.loginTooManyTries,
    (minutes) => `വളരെയധികം തവണ ലോഗിൻ ചെയ്യാൻ ശ്രമിച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  ],
  [
    contentMessages.contactAddressHourlyLimit,
    (minutes) =>
      `ഈ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം സന്ദേശങ്ങൾ അയച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  ],
  [
    revealMessages.revealsPerHour,
    (count) =>
      `കഴിഞ്ഞ ഒരു മണിക്കൂറിൽ നിങ്ങൾ ${count} സഹായികളെ ബന്ധപ്പെട്ടു, അനുവദിച്ചതിൽ ഏറ്റവും കൂടുതൽ. കുറച്ച് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.`,
  ],
];

/** The Malayalam of a refusal made with a number, or undefined when it is not one of them. */
export function malayalamWithNumber(english: string): string | undefined {
  const digits = /\d+/.exec(english);
  if (!digits) return undefined;
  const number = Number(digits[0]);
  return withNumber.find(([make]) => make(number) === english)?.[1](number);
}
