import { z } from "zod";
import { privacyMessages } from "./privacy-messages.ts";
import { PRIVACY_POLICY_VERSION } from "./privacy-paths.ts";

/**
 * The privacy rights' messages (privacy-messages.ts's, here with the rest) and the consent
 * fields of the sign-up and registration forms (docs/decisions/025), apart from the rest of
 * privacy.ts: the account and registration schemas use these, and every page that loads those
 * need not load the rest.
 */

export { privacyMessages };

/**
 * The consent part of the sign-up and registration forms: the version the form showed. The
 * API takes a form without it (older clients, the spec's own payload) and then records no
 * consent; a version that is not the current one is refused, so nobody is recorded agreeing
 * to text they never saw.
 */
const privacyPolicyVersionField = z
  .string()
  .refine((version) => version === PRIVACY_POLICY_VERSION, privacyMessages.consentOutdated)
  .optional();

export const consentFields = { privacy_policy_version: privacyPolicyVersionField };

/** The web form's tick box; the form sends PRIVACY_POLICY_VERSION when it is ticked. */
export const consentCheckboxField = z
  .boolean({ error: privacyMessages.consentRequired })
  .refine((ticked) => ticked, privacyMessages.consentRequired);
