import { describe, expect, it } from "vitest";
import { signUpFieldsSchema } from "../src/accounts.ts";
import { maidRegistrationFieldsSchema } from "../src/maid-registration.ts";
import { consentRequestSchema } from "../src/privacy/privacy.ts";
import { privacyMessages } from "../src/privacy/privacy-consent.ts";
import { PRIVACY_POLICY_VERSION } from "../src/privacy/privacy-paths.ts";

const consentIssue = (
  schema: typeof signUpFieldsSchema | typeof maidRegistrationFieldsSchema,
  version: unknown,
) =>
  schema
    .safeParse({ privacy_policy_version: version })
    .error?.issues.find((issue) => issue.path[0] === "privacy_policy_version")?.message;

describe("consent to the privacy policy", () => {
  it.each([
    ["sign-up", signUpFieldsSchema],
    ["helper registration", maidRegistrationFieldsSchema],
  ] as const)("%s takes the current version, or none, and refuses any other", (_, schema) => {
    expect(consentIssue(schema, PRIVACY_POLICY_VERSION)).toBeUndefined();
    expect(consentIssue(schema, undefined)).toBeUndefined();
    expect(consentIssue(schema, "2020-01-01")).toBe(privacyMessages.consentOutdated);
    expect(consentIssue(schema, `${PRIVACY_POLICY_VERSION} `)).toBe(
      privacyMessages.consentOutdated,
    );
  });

  it("records an agreement to the current version only", () => {
    expect(
      consentRequestSchema.safeParse({ privacy_policy_version: PRIVACY_POLICY_VERSION }).success,
    ).toBe(true);
    for (const body of [
      {},
      { privacy_policy_version: "2020-01-01" },
      { privacy_policy_version: 1 },
    ]) {
      expect(consentRequestSchema.safeParse(body).error?.issues[0]?.message).toBe(
        privacyMessages.consentOutdated,
      );
    }
  });
});
