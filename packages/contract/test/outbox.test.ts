import { describe, expect, it } from "vitest";
import {
  MESSAGE_KINDS,
  MESSAGE_LOCALES,
  type MessageKind,
  type MessageValues,
  messageText,
  receiptAmount,
} from "../src/outbox.ts";

/** GSM 03.38's basic characters: an SMS of only these holds 160 a part; any other, 70. */
const GSM_BASIC =
  /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;
const onePart = (sms: string) => sms.length <= (GSM_BASIC.test(sms) ? 160 : 70);

/** Values as the site fills them: a helper's name, a public page, a plan and its dates. */
const typical: MessageValues = {
  receipt: { amount: receiptAmount(58_882), plan: "Gold", endsOn: "12 Feb 2027", invoice: null },
  helper_approved: { name: "Sreeja K", link: "https://sahayi.in/maid/Ab3dEf7hIjKl" },
  helper_rejected: { name: "Sreeja K", reason: "The photo is blurred." },
  report_accepted: { maid: "Sreeja K", enquiryReturned: true },
  report_declined: { maid: "Sreeja K", reason: "She answered our call on that number today." },
  plan_ending: { plan: "Gold", endsOn: "12 Feb 2027", link: "https://sahayi.in/subscriptions" },
  plan_ended: { plan: "Gold", endsOn: "12 Feb 2027", link: "https://sahayi.in/subscriptions" },
  account_deleted: {},
};

const wordsOf = <K extends MessageKind>(kind: K, locale: (typeof MESSAGE_LOCALES)[number]) =>
  messageText(kind, locale, typical[kind]);

describe("messageText", () => {
  it("has every kind's SMS, subject and body in every locale", () => {
    for (const locale of MESSAGE_LOCALES) {
      for (const kind of MESSAGE_KINDS) {
        const words = wordsOf(kind, locale);
        expect(words.sms, `${kind} in ${locale}`).toMatch(/^Sahayi: /);
        expect(words.subject.length, `${kind} in ${locale}`).toBeGreaterThan(0);
        expect(words.paragraphs.length, `${kind} in ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps each kind's SMS with typical values within one part", () => {
    const over = MESSAGE_KINDS.filter((kind) => !onePart(wordsOf(kind, "en").sms));
    expect(over).toEqual([]);
  });

  it("writes the receipt's amount with its paise, so the SMS is Unicode and still one part", () => {
    const { sms } = wordsOf("receipt", "en");
    expect(sms).toBe("Sahayi: paid ₹588.82 for Gold, till 12 Feb 2027");
    expect(GSM_BASIC.test(sms)).toBe(false);
    expect(onePart(sms)).toBe(true);
  });

  it("names the report's reason when given, and a general one when not", () => {
    const values = { maid: "Sreeja K", reason: "Her phone was on." };
    expect(messageText("report_declined", "en", values).sms).toBe(
      "Sahayi: your report on Sreeja K was declined: Her phone was on.",
    );
    expect(messageText("report_declined", "en", values).paragraphs).toContain(
      "Reason: Her phone was on.",
    );
    const general = messageText("report_declined", "en", { ...values, reason: null });
    expect(general.sms).toContain("we could not confirm it");
    expect(general.paragraphs.join(" ")).not.toContain("Reason:");
  });
});
