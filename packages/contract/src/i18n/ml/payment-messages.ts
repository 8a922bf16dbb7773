import { paymentMessages } from "../../messages.ts";

/**
 * The API's answers about a plan's payment in Malayalam, by their English, as
 * ml/form-messages.ts does the forms': the API answers a refusal with them when
 * Accept-Language asks for Malayalam first (ml/account-errors.ts), and the web app shows the
 * reason a payment failed with them (ml/messages.ts), whichever language it came in. The
 * sandbox's declined payment is part of its answer, not a refusal: the web finds that one.
 */
export const paymentAnswers: readonly (readonly [string, string])[] = [
  [paymentMessages.planNotFound, "ഈ പ്ലാൻ ഇല്ല, അല്ലെങ്കിൽ ഇപ്പോൾ വിൽക്കുന്നില്ല."],
  [paymentMessages.orderNotFound, "ഈ പണമടയ്ക്കൽ ഓർഡർ ഇല്ല."],
  [paymentMessages.signatureInvalid, "പണമടയ്ക്കൽ ഉറപ്പാക്കാനായില്ല."],
  [paymentMessages.notYourOrder, "ഈ പണമടയ്ക്കൽ ഓർഡർ മറ്റൊരു അക്കൗണ്ടിന്റേതാണ്."],
  [paymentMessages.orderPaidByAnotherPayment, "ഈ ഓർഡറിന് മറ്റൊരു പണമടയ്ക്കലിലൂടെ നേരത്തേ പണമടച്ചിട്ടുണ്ട്."],
  [paymentMessages.providerUnavailable, "പണമടയ്ക്കൽ സംവിധാനം മറുപടി നൽകിയില്ല. വീണ്ടും ശ്രമിക്കുക."],
  [paymentMessages.providerFailed, "പണമടയ്ക്കൽ സംവിധാനം ഓർഡർ സ്വീകരിച്ചില്ല. വീണ്ടും ശ്രമിക്കുക."],
  [paymentMessages.sandboxDeclined, "പണമടയ്ക്കൽ നിരസിക്കപ്പെട്ടു."],
];
