import { describe, expect, it } from "vitest";
import { signUpFieldsSchema } from "../src/accounts.ts";
import { PASSWORD_MAX_LENGTH } from "../src/constants.ts";
import { maidRegistrationFieldsSchema } from "../src/maid-registration.ts";
import { accountMessages, fieldMessages } from "../src/messages.ts";
import {
  consentRequestSchema,
  consentResponseSchema,
  deleteAccountRequestSchema,
  myDataSchema,
} from "../src/privacy/privacy.ts";
import { privacyMessages } from "../src/privacy/privacy-consent.ts";
import { MY_DATA_FILE_NAME, PRIVACY_POLICY_VERSION } from "../src/privacy/privacy-paths.ts";
import { refusals } from "./helpers/issues.ts";

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

describe("the user's own data", () => {
  const at = "2026-03-04T05:06:07.000Z";

  it("a deletion asks for the password, any up to its most length", () => {
    expect(deleteAccountRequestSchema.parse({ password: "x" })).toEqual({ password: "x" });
    for (const password of ["", undefined, 12345678]) {
      expect(refusals(deleteAccountRequestSchema, { password })).toEqual({
        password: [fieldMessages.passwordRequired],
      });
    }
    expect(
      refusals(deleteAccountRequestSchema, { password: "p".repeat(PASSWORD_MAX_LENGTH + 1) }),
    ).toEqual({ password: [accountMessages.textTooLong("Password", PASSWORD_MAX_LENGTH)] });
  });

  it("an agreement's answer keeps its state", () => {
    const answer = {
      message: "Thank you.",
      consent: {
        version: PRIVACY_POLICY_VERSION,
        accepted_at: at,
        current_version: PRIVACY_POLICY_VERSION,
        ask: false,
      },
    };
    expect(consentResponseSchema.parse(answer)).toEqual(answer);
  });

  it("the download keeps everything kept, and is saved under its own name", () => {
    const payment = (status: string) => ({
      plan: "Gold",
      status,
      amount_paise: 49_900,
      cgst_paise: 4_491,
      sgst_paise: 4_491,
      total_paise: 58_882,
      provider: "razorpay",
      provider_order_id: `order_${status}`,
      provider_payment_id: status === "paid" ? "pay_1" : null,
      payment_method: status === "paid" ? "upi" : null,
      invoice_number: status === "paid" ? "SAH/2026/1" : null,
      created_at: at,
      paid_at: status === "paid" ? at : null,
    });
    const data = {
      exported_at: at,
      account: {
        name: "Anitha",
        mobile_number: "9876543210",
        whatsapp_number: "9876543211",
        email: "anitha@example.com",
        address: "Pattom",
        district: "Thiruvananthapuram",
        pincode: "695004",
        profile_picture: null,
        role: "user",
        created_at: at,
        privacy_policy_version: PRIVACY_POLICY_VERSION,
        privacy_policy_accepted_at: at,
      },
      subscriptions: [
        {
          plan: "Gold",
          granted_by_admin: false,
          enquiries_total: 10,
          enquiries_used: 2,
          starts_at: at,
          ends_at: at,
          created_at: at,
        },
      ],
      payments: ["created", "paid", "failed"].map(payment),
      reveals: [
        { helper_id: "Ab3dE6gH9jK2", helper_name: "Lakshmi", spent_enquiry: true, created_at: at },
      ],
      reports: [
        {
          helper_id: "Ab3dE6gH9jK2",
          helper_name: "Lakshmi",
          reason: "not_reachable",
          note: null,
          status: "accepted",
          created_at: at,
          decided_at: at,
        },
      ],
      shortlist: [{ helper_id: "Ab3dE6gH9jK2", helper_name: "Lakshmi", added_at: at }],
      hire_answers: [
        {
          helper_id: "Ab3dE6gH9jK2",
          helper_name: "Lakshmi",
          outcome: "not_hired",
          answered_at: at,
        },
      ],
      contact_messages: [
        {
          name: "Anitha",
          mobile_number: "9876543210",
          email: "anitha@example.com",
          message: "We need a cook.",
          created_at: at,
          read_at: null,
        },
      ],
      failed_logins: [{ client_address: "127.0.0.1", created_at: at }],
      messages_sent: {
        one_time_codes: [
          {
            purpose: "signup",
            client_address: "127.0.0.1",
            created_at: at,
            expires_at: at,
            used_at: at,
          },
        ],
        notices: [
          {
            kind: "receipt",
            channel: "email",
            recipient: "anitha@example.com",
            subject: "Your Sahayi receipt",
            text: "Thank you.",
            status: "sent",
            created_at: at,
            sent_at: at,
          },
        ],
      },
    };
    expect(myDataSchema.parse(data)).toEqual(data);
    expect(MY_DATA_FILE_NAME).toBe("sahayi-my-data.json");
    // The policy's version is the day it took effect.
    expect(PRIVACY_POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
