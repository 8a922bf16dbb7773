import { mustBeIdFromTheList } from "../../numbers.ts";
import { contactAnswers } from "./contacted.ts";
import { formMessages } from "./form-messages.ts";
import { helperAccountAnswers } from "./helper-account.ts";
import { paymentAnswers } from "./payment-messages.ts";
import { shortlistAnswers } from "./shortlist.ts";

/**
 * What the API answers in Malayalam, by the English it answers otherwise, when a request's
 * Accept-Language asks for Malayalam first: the public forms' messages (ml/form-messages.ts,
 * the same words the web app's forms show), a plan payment's refusals (ml/payment-messages.ts),
 * a contact's and a report's (ml/contacted.ts), a full shortlist's (ml/shortlist.ts), a helper's sign-in and pause (ml/helper-account.ts) and a list field's refusal, which the web's forms cannot meet.
 */
export const malayalamAccountErrors: ReadonlyMap<string, string> = new Map<string, string>([
  ...formMessages,
  ...paymentAnswers,
  ...contactAnswers,
  ...shortlistAnswers,
  ...helperAccountAnswers,
  [mustBeIdFromTheList("District"), "പട്ടികയിലെ ഒരു ജില്ല തിരഞ്ഞെടുക്കുക."],
]);
