import { z } from "zod";
import { PRIVACY_POLICY_VERSION } from "./privacy-paths.ts";

/**
 * The privacy rights' messages and the consent fields of the sign-up and registration forms
 * (docs/decisions/025), apart from the rest of privacy.ts: the account and registration
 * schemas use these, and every page that loads those need not load the rest.
 */

export const privacyMessages = {
  consentRequired: "Please confirm that you have read the privacy policy.",
  consentOutdated: "This is not the privacy policy's current version. Please reload the page.",
  consentRecorded: "Thank you. Your agreement to the privacy policy is recorded.",
  passwordWrong: "The password is not correct.",
  accountDeleted: "Your account has been deleted.",
  userDeleted: "The account has been deleted.",
  alreadyDeleted: "This account has already been deleted.",
  notYourself: "You cannot delete your own account here; use Delete my account in your profile.",
  deletedAccountName: "Deleted account",
} as const;

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
