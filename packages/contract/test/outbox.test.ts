import { describe, expect, it } from "vitest";
import {
  devEmailQuerySchema,
  devEmailResponseSchema,
  latestReceiptResponseSchema,
  MESSAGE_KINDS,
  MESSAGE_LOCALES,
  type MessageKind,
  type MessageValues,
  maskedPhone,
  messageText,
  otpSmsText,
  outboxMessagesQuerySchema,
  outboxMessagesResponseSchema,
  outboxNotices,
  outboxResendParamsSchema,
  outboxResendResponseSchema,
  receiptAmount,
} from "../src/outbox.ts";
import { refusals } from "./helpers/issues.ts";

/** GSM 03.38's basic characters: an SMS of only these holds 160 a part; any other, 70. */
const GSM_BASIC =
  /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;
const onePart = (sms: string) => sms.length <= (GSM_BASIC.test(sms) ? 160 : 70);
/** A Unicode SMS split in parts holds 67 characters a part. */
const unicodeParts = (sms: string) => (sms.length <= 70 ? 1 : Math.ceil(sms.length / 67));

/** Values as the site fills them: a helper's name, a public page, a plan and its dates. */
const plansLink = "https://sahayi.in/subscriptions";
const helperPage = "https://sahayi.in/maid/Ab3dEf7hIjKl";

/** Made in each test, not while the file loads: a receiptAmount that throws then fails a test. */
const typicalValues = (): MessageValues => ({
  receipt: { amount: receiptAmount(58_882), plan: "Gold", endsOn: "12 Feb 2027", invoice: null },
  helper_approved: { name: "Sreeja K", link: helperPage },
  helper_rejected: { name: "Sreeja K", reason: "The photo is blurred." },
  report_accepted: { maid: "Sreeja K", enquiryReturned: true },
  report_declined: { maid: "Sreeja K", reason: "She answered our call on that number today." },
  plan_ending: { plan: "Gold", endsOn: "12 Feb 2027", link: plansLink },
  plan_ended: { plan: "Gold", endsOn: "12 Feb 2027", link: plansLink },
  hire_question: { maid: "Sreeja K", link: "https://sahayi.in/profile/maids" },
  account_deleted: {},
  availability_check: {
    name: "Sreeja K",
    link: "https://sahayi.in/ml/helper/confirm?t=3f2.t9x8kq.0123456789abcdefABCD_-",
  },
  hire_check: { link: "https://sahayi.in/ml/helper/confirm?t=3f2.t9x8kq.0123456789abcdefABCD_-" },
});

const wordsOf = <K extends MessageKind>(kind: K, locale: (typeof MESSAGE_LOCALES)[number]) =>
  messageText(kind, locale, typicalValues()[kind]);

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

describe("messages in Malayalam", () => {
  it("a one-time code's SMS is one part in either language, the code first", () => {
    for (const locale of MESSAGE_LOCALES) {
      const sms = otpSmsText(locale, "0427");
      expect(sms.startsWith("0427 "), locale).toBe(true);
      expect(onePart(sms), `${locale}: ${sms.length}`).toBe(true);
    }
    expect(otpSmsText("en", "0427")).toBe(
      "0427 is your Sahayi OTP. It is valid for 5 minutes. Do not share it with anyone.",
    );
    expect(otpSmsText("ml", "0427")).toBe("0427 ആണ് നിങ്ങളുടെ Sahayi OTP. 5 മിനിറ്റ് സാധുത. ആരോടും പറയരുത്.");
  });

  it("every kind is written in Malayalam script, each SMS within two Unicode parts", () => {
    const values = {
      ...typicalValues(),
      receipt: { ...typicalValues().receipt, endsOn: "2027 ഫെബ്രു 12" },
    };
    for (const kind of MESSAGE_KINDS) {
      const words = messageText(kind, "ml", values[kind] as never);
      const english = wordsOf(kind, "en");
      for (const text of [words.sms, words.subject, ...words.paragraphs]) {
        expect(text, kind).toMatch(/\p{Script=Malayalam}/u);
      }
      expect(words.paragraphs.length, kind).toBe(english.paragraphs.length);
      expect(words.link?.url, kind).toBe(english.link?.url);
      expect(unicodeParts(words.sms), `${kind}: ${words.sms.length}`).toBeLessThanOrEqual(2);
    }
  });

  it("a receipt, an approval and a report's answer, word for word", () => {
    expect(messageText("receipt", "ml", typicalValues().receipt).sms).toBe(
      "Sahayi: ₹588.82 അടച്ചു (Gold), 12 Feb 2027 വരെ",
    );
    const fee = { amount: "₹118.00", plan: "Registration", endsOn: null, invoice: "SAH/2026/7" };
    expect(messageText("receipt", "ml", fee).paragraphs).toEqual([
      "നന്ദി. Registration എന്നതിന് ₹118.00 ഞങ്ങൾക്ക് ലഭിച്ചു.",
      "ഇത് ഒറ്റത്തവണ ഫീസാണ്.",
      "GST ഇൻവോയ്സ് SAH/2026/7 ഇതോടൊപ്പമുണ്ട്.",
    ]);
    expect(messageText("helper_approved", "ml", typicalValues().helper_approved)).toMatchObject({
      sms: `Sahayi: Sreeja K, നിങ്ങളുടെ പ്രൊഫൈൽ അംഗീകരിച്ചു: ${helperPage}`,
      link: { label: "നിങ്ങളുടെ പേജ് കാണുക", url: helperPage },
    });
    const returned = messageText("report_accepted", "ml", typicalValues().report_accepted);
    const kept = messageText("report_accepted", "ml", { maid: "Sreeja K", enquiryReturned: false });
    expect(returned.paragraphs[1]).toBe("ഉപയോഗിച്ച അന്വേഷണം നിങ്ങളുടെ പ്ലാനിൽ തിരികെ ചേർത്തു.");
    expect(kept.paragraphs[1]).toBe("ഇപ്പോൾ നിങ്ങൾക്ക് സജീവമായ പ്ലാൻ ഇല്ലാത്തതിനാൽ അന്വേഷണം തിരികെ നൽകാനായില്ല.");
    expect(returned.sms).not.toBe(kept.sms);
    const declined = messageText("report_declined", "ml", typicalValues().report_declined);
    expect(declined.paragraphs).toContain("കാരണം: She answered our call on that number today.");
    const unconfirmed = messageText("report_declined", "ml", { maid: "Sreeja K", reason: null });
    expect(unconfirmed.paragraphs.join(" ")).not.toContain("കാരണം");
    expect(unconfirmed.sms).toContain("ഉറപ്പാക്കാനായില്ല");
  });
});

describe("each message's e-mail, word for word", () => {
  it("a receipt names the amount and plan; a plan its end, a fee that it is one-time, an invoice", () => {
    expect(messageText("receipt", "en", typicalValues().receipt)).toEqual({
      sms: "Sahayi: paid ₹588.82 for Gold, till 12 Feb 2027",
      subject: "Your Sahayi receipt: ₹588.82 for Gold",
      paragraphs: ["Thank you. We received ₹588.82 for Gold.", "Your plan runs until 12 Feb 2027."],
    });
    const fee = { amount: "₹118.00", plan: "Registration", endsOn: null, invoice: "SAH/2026/7" };
    expect(messageText("receipt", "en", fee)).toEqual({
      sms: "Sahayi: paid ₹118.00 for Registration",
      subject: "Your Sahayi receipt: ₹118.00 for Registration",
      paragraphs: [
        "Thank you. We received ₹118.00 for Registration.",
        "This is a one-time fee.",
        "Your GST invoice SAH/2026/7 is attached.",
      ],
    });
  });

  it("a helper's approval links her page; a refusal gives the reason", () => {
    expect(messageText("helper_approved", "en", typicalValues().helper_approved)).toMatchObject({
      paragraphs: [
        "Hello Sreeja K,",
        "Your profile has been reviewed and approved. Households can now find you on Sahayi.",
      ],
      link: { label: "See your public page", url: helperPage },
    });
    expect(
      messageText("helper_rejected", "en", typicalValues().helper_rejected).paragraphs,
    ).toEqual([
      "Hello Sreeja K,",
      "We reviewed your registration and could not approve it.",
      "Reason: The photo is blurred.",
    ]);
  });

  it("a report's answer says whether the enquiry came back", () => {
    expect(
      messageText("report_accepted", "en", typicalValues().report_accepted).paragraphs,
    ).toEqual([
      "We checked your report on Sreeja K and accepted it.",
      "The enquiry you used is back in your plan.",
    ]);
    expect(
      messageText("report_accepted", "en", { maid: "Sreeja K", enquiryReturned: false }),
    ).toMatchObject({
      sms: "Sahayi: your report on Sreeja K was accepted. No plan is running to take the enquiry back.",
      paragraphs: [
        "We checked your report on Sreeja K and accepted it.",
        "No plan of yours is running now, so the enquiry could not be given back.",
      ],
    });
    const staysUsed =
      "The enquiry stays used. If you think this is wrong, write to us through the contact page.";
    expect(
      messageText("report_declined", "en", typicalValues().report_declined).paragraphs,
    ).toEqual([
      "We checked your report on Sreeja K and declined it.",
      "Reason: She answered our call on that number today.",
      staysUsed,
    ]);
    expect(
      messageText("report_declined", "en", { maid: "Sreeja K", reason: null }).paragraphs,
    ).toEqual([
      "We checked your report on Sreeja K and could not confirm it, so it was declined.",
      staysUsed,
    ]);
  });

  it("a plan's end, before and after, links the plans", () => {
    expect(messageText("plan_ending", "en", typicalValues().plan_ending)).toMatchObject({
      paragraphs: ["Your Gold plan ends on 12 Feb 2027.", "Renew it to keep contacting helpers."],
      link: { label: "Renew your plan", url: plansLink },
    });
    expect(messageText("plan_ended", "en", typicalValues().plan_ended)).toMatchObject({
      paragraphs: ["Your Gold plan ended on 12 Feb 2027.", "Renew it to contact helpers again."],
      link: { label: "Renew your plan", url: plansLink },
    });
  });

  it("a deleted account is told what was kept", () => {
    expect(messageText("account_deleted", "en", {}).paragraphs).toEqual([
      "Your account and its data have been deleted, as you asked.",
      "Invoices we must keep by law are kept without your contact details.",
    ]);
  });

  it("amounts group in the Indian way, with their paise", () => {
    expect(receiptAmount(1_23_45_678)).toBe("₹1,23,456.78");
    expect(receiptAmount(50_000)).toBe("₹500.00");
  });

  it("a masked phone keeps its first two and last two digits", () => {
    expect(maskedPhone("9876543210")).toBe("98xxxxxx10");
    expect(maskedPhone("123")).toBe("1223");
  });
});

describe("the outbox's questions and answers", () => {
  it("the development outbox takes an e-mail address and answers every field", () => {
    expect(refusals(devEmailQuerySchema, { to: "nobody" })).toEqual({
      to: ["to must be an e-mail address"],
    });
    const answer = {
      messages: [
        {
          to: "a@example.com",
          subject: "Receipt",
          text: "Thank you.",
          attachments: [{ filename: "invoice.pdf", content_type: "application/pdf" }],
          created_at: "2026-03-04T05:06:07.000Z",
        },
      ],
    };
    expect(devEmailResponseSchema.parse(answer)).toEqual(answer);
    expect(latestReceiptResponseSchema.parse({ sms_to: "98xxxxxx10" })).toEqual({
      sms_to: "98xxxxxx10",
    });
  });

  it("the console asks for a user's or a helper's messages, and resends by id", () => {
    expect(outboxMessagesQuerySchema.parse({ user_id: "7" })).toEqual({ user_id: 7 });
    expect(outboxMessagesQuerySchema.parse({ helper_id: "h".repeat(64) })).toEqual({
      helper_id: "h".repeat(64),
    });
    expect(refusals(outboxMessagesQuerySchema, {})).toEqual({ "": [outboxNotices.ownerRequired] });
    for (const helper_id of ["", "h".repeat(65)]) {
      expect(outboxMessagesQuerySchema.safeParse({ helper_id }).success).toBe(false);
    }
    expect(outboxResendParamsSchema.parse({ id: "3" })).toEqual({ id: 3 });
    expect(outboxResendParamsSchema.safeParse({ id: "0" }).success).toBe(false);
    const item = {
      id: 3,
      kind: "receipt",
      channel: "sms",
      recipient: "9876543210",
      subject: null,
      text: "Sahayi: paid ₹500.00 for Gold",
      status: "failed",
      attempts: 3,
      last_error: "provider down",
      provider_message_id: null,
      created_at: "2026-03-04T05:06:07.000Z",
      sent_at: null,
    };
    expect(outboxMessagesResponseSchema.parse({ messages: [item] })).toEqual({ messages: [item] });
    expect(outboxResendResponseSchema.parse({ message: outboxNotices.resent, item })).toEqual({
      message: outboxNotices.resent,
      item,
    });
  });
});
