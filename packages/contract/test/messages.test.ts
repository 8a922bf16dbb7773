import { describe, expect, it } from "vitest";
import * as adminGroups from "../src/admin/messages.ts";
import * as contacted from "../src/i18n/en/contacted.ts";
import * as helper from "../src/i18n/en/helper.ts";
import { formatMessage } from "../src/i18n/translate.ts";
import * as groups from "../src/messages.ts";
import { outboxNotices } from "../src/outbox.ts";
import { privacyMessages } from "../src/privacy/privacy-consent.ts";

const all = { ...groups, ...adminGroups, contacted, outboxNotices, privacyMessages };

/** Every text of a message group, nested groups (a report's states) included. */
function texts(group: object, prefix: string): [string, string][] {
  return Object.entries(group).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[`${prefix}.${key}`, value]];
    if (typeof value === "object" && value !== null) return texts(value, `${prefix}.${key}`);
    return [];
  });
}

describe("the site's messages", () => {
  it("each says something, with no stray space around it", () => {
    const every = Object.entries(all).flatMap(([name, group]) => texts(group, name));
    expect(every.length).toBeGreaterThan(250);
    for (const [name, text] of every) {
      expect(text.length, name).toBeGreaterThan(1);
      expect(text.trim(), name).toBe(text);
    }
  });

  it("counted messages say one thing for one and another for more", () => {
    const { accountMessages } = groups;
    const { adminUserMessages, adminHelperEditMessages, adminMessages } = adminGroups;
    const counted: [(n: number) => string, string, string][] = [
      [
        (count) => formatMessage("en", helper.limitReachedBody, { count }),
        "all 1 contact included",
        "all 2 contacts included",
      ],
      [
        (count) => formatMessage("en", helper.contacted, { count, used: count }),
        "1 of 1 enquiry.",
        "2 of 2 enquiries.",
      ],
      [accountMessages.otpPhoneDailyTries, "in 1 hour.", "in 2 hours."],
      [adminUserMessages.granted, "1 enquiry granted.", "2 enquiries granted."],
      [adminUserMessages.extended, "by 1 day.", "by 2 days."],
      [adminHelperEditMessages.galleryAdded, "1 image added", "2 images added"],
      [adminMessages.referenceInUse, "(1 record uses it)", "(2 records use it)"],
    ];
    for (const [message, one, more] of counted) {
      expect(message(1)).toContain(one);
      expect(message(2)).toContain(more);
    }
  });

  it("messages with a figure or a name carry it", () => {
    const { accountMessages, contentMessages, paymentMessages, registrationMessages } = groups;
    const { revealMessages } = groups;
    const withNumber = [
      registrationMessages.ageDisagrees,
      accountMessages.otpResendWait,
      accountMessages.otpPhoneHourlyLimit,
      accountMessages.otpAddressHourlyLimit,
      accountMessages.loginTooManyTries,
      contentMessages.contactAddressHourlyLimit,
      revealMessages.revealsPerHour,
      revealMessages.declineReasonTooLong,
    ];
    for (const message of withNumber) expect(message(47)).toMatch(/\D47\D/);
    expect(accountMessages.textTooLong("Name", 100)).toBe("Name must be at most 100 characters.");
    expect(paymentMessages.webhookPaymentOnOtherOrder("pay_1", "order_2")).toMatch(
      /payment pay_1 .* order order_2\./,
    );
  });

  it("a contacted helper's lines", () => {
    expect(formatMessage("en", contacted.reportRule, { days: 47 })).toMatch(/\D47\D/);
    expect(
      formatMessage("en", contacted.contactedReportUntil, { day: "12 Nov", until: "19 Nov" }),
    ).toBe("Contacted 12 Nov · report until 19 Nov");
    expect(formatMessage("en", contacted.contactedOn, { day: "12 Nov" })).toBe("Contacted 12 Nov");
    expect(formatMessage("en", contacted.copyLabel, { what: "WhatsApp", number: "98" })).toBe(
      "Copy WhatsApp number 98",
    );
    expect(formatMessage("en", contacted.copied, { what: "Phone" })).toBe("Phone number copied.");
    expect(formatMessage("en", contacted.declinedBecause, { reason: "She answered" })).toBe(
      "Declined: She answered",
    );
    expect(formatMessage("en", helper.whatsappGreeting, { name: "Lakshmi" })).toMatch(
      /^Hello Lakshmi, .*Sahayi/,
    );
  });
});
