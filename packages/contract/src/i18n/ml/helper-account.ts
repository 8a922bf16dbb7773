import { HELPER_PAUSE_MAX_DAYS } from "../../constants.ts";
import { helperAccountMessages } from "../../helper-account/helper-account.ts";
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
  pair(
    helperAccountMessages.notListed,
    "പട്ടികയിലുള്ള (അംഗീകരിച്ച) സഹായിക്ക് മാത്രമേ തന്റെ ലിസ്റ്റിംഗ് നിർത്താനോ തുടരാനോ കഴിയൂ.",
  ),
];

/** A helper's pages' words in Malayalam, beside their English (en/helper-account.ts); see messages.ts. */
export const helperAccountWords = [pair(words.notAvailableNow, "ഇപ്പോൾ ലഭ്യമല്ല")];
