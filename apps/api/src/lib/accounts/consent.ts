/**
 * The consent columns of a new account or registration from the form's
 * `privacy_policy_version` (the contract only lets the current version through). A form sent
 * without it records nothing, and leaves an earlier consent of the same row as it was.
 */
export function consentValues(version: string | undefined, now: Date = new Date()) {
  return version === undefined
    ? {}
    : { privacyPolicyVersion: version, privacyPolicyAcceptedAt: now };
}
