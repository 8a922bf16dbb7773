import { z } from "zod";
import {
  CONFIRM_LINK_VALID_DAYS,
  LISTING_DROP_OUT_DAYS,
  OTP_TTL_SECONDS,
  PAISE_PER_RUPEE,
} from "./constants.ts";
import { malayalamMessages, malayalamOtpSms } from "./i18n/ml/outbox.ts";
import { LOCALES, type Locale } from "./i18n/translate.ts";
import type { Endpoint } from "./paths.ts";

/**
 * The messages a person is promised (docs/decisions/029), each written to the outbox with the
 * event that causes it. One-time codes are not among them: they are sent before request-otp
 * answers and never queued.
 */
export const MESSAGE_KINDS = [
  "receipt",
  "helper_approved",
  "helper_rejected",
  "report_accepted",
  "report_declined",
  "plan_ending",
  "plan_ended",
  "hire_question",
  "account_deleted",
  "availability_check",
  "hire_check",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ["sms", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The languages messages are written in: the site's, each person's own (their account's). */
export const MESSAGE_LOCALES = LOCALES;
export type MessageLocale = Locale;

/** A plan ending this many of India's days from today gets its reminder. */
export const PLAN_ENDING_NOTICE_DAYS = 3;

/** What each kind of message is filled with; dates are already written out ("12 Feb 2027"). */
export interface MessageValues {
  /** `invoice` is the attached invoice's number; null when none is attached. */
  receipt: { amount: string; plan: string; endsOn: string | null; invoice: string | null };
  helper_approved: { name: string; link: string };
  helper_rejected: { name: string; reason: string };
  report_accepted: { maid: string; enquiryReturned: boolean };
  /** `reason` is the admin's words; null when none was given. */
  report_declined: { maid: string; reason: string | null };
  plan_ending: { plan: string; endsOn: string; link: string };
  plan_ended: { plan: string; endsOn: string; link: string };
  /** `link` is the Maids tab, where the household answers. */
  hire_question: { maid: string; link: string };
  account_deleted: Record<string, never>;
  /** `link` is her one-tap confirmation page, signed and valid CONFIRM_LINK_VALID_DAYS. */
  availability_check: { name: string; link: string };
  /** After a household says it hired her: `link` is the same page, to pause or confirm. */
  hire_check: { link: string };
}

/** One message in words: the SMS, and the e-mail's subject, paragraphs and button. */
export interface MessageText {
  sms: string;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

export type MessageTexts = { [K in MessageKind]: (values: MessageValues[K]) => MessageText };

/**
 * English. SMS texts stay short: an SMS with ₹ in it is Unicode, 70 characters a part, so a
 * receipt names only the amount, the plan and its end.
 */
const en: MessageTexts = {
  receipt: ({ amount, plan, endsOn, invoice }) => ({
    sms: `Sahayi: paid ${amount} for ${plan}${endsOn ? `, till ${endsOn}` : ""}`,
    subject: `Your Sahayi receipt: ${amount} for ${plan}`,
    paragraphs: [
      `Thank you. We received ${amount} for ${plan}.`,
      endsOn ? `Your plan runs until ${endsOn}.` : "This is a one-time fee.",
      ...(invoice ? [`Your GST invoice ${invoice} is attached.`] : []),
    ],
  }),
  helper_approved: ({ name, link }) => ({
    sms: `Sahayi: ${name}, your profile is approved and listed: ${link}`,
    subject: "Your Sahayi profile is approved",
    paragraphs: [
      `Hello ${name},`,
      "Your profile has been reviewed and approved. Households can now find you on Sahayi.",
    ],
    link: { label: "See your public page", url: link },
  }),
  helper_rejected: ({ name, reason }) => ({
    sms: `Sahayi: ${name}, your helper registration was not approved. Reason: ${reason}`,
    subject: "Your Sahayi registration was not approved",
    paragraphs: [
      `Hello ${name},`,
      "We reviewed your registration and could not approve it.",
      `Reason: ${reason}`,
    ],
  }),
  report_accepted: ({ maid, enquiryReturned }) => ({
    sms: enquiryReturned
      ? `Sahayi: your report on ${maid} was accepted. The enquiry is back in your plan.`
      : `Sahayi: your report on ${maid} was accepted. No plan is running to take the enquiry back.`,
    subject: "Your contact report was accepted",
    paragraphs: [
      `We checked your report on ${maid} and accepted it.`,
      enquiryReturned
        ? "The enquiry you used is back in your plan."
        : "No plan of yours is running now, so the enquiry could not be given back.",
    ],
  }),
  report_declined: ({ maid, reason }) => {
    const staysUsed =
      "The enquiry stays used. If you think this is wrong, write to us through the contact page.";
    return {
      sms: reason
        ? `Sahayi: your report on ${maid} was declined: ${reason}`
        : `Sahayi: your report on ${maid} was declined: we could not confirm it, so the enquiry stays used.`,
      subject: "Your contact report was declined",
      paragraphs: reason
        ? [`We checked your report on ${maid} and declined it.`, `Reason: ${reason}`, staysUsed]
        : [
            `We checked your report on ${maid} and could not confirm it, so it was declined.`,
            staysUsed,
          ],
    };
  },
  plan_ending: ({ plan, endsOn, link }) => ({
    sms: `Sahayi: your ${plan} plan ends on ${endsOn}. Renew: ${link}`,
    subject: `Your ${plan} plan ends on ${endsOn}`,
    paragraphs: [`Your ${plan} plan ends on ${endsOn}.`, "Renew it to keep contacting helpers."],
    link: { label: "Renew your plan", url: link },
  }),
  plan_ended: ({ plan, endsOn, link }) => ({
    sms: `Sahayi: your ${plan} plan ended on ${endsOn}. Renew: ${link}`,
    subject: `Your ${plan} plan has ended`,
    paragraphs: [`Your ${plan} plan ended on ${endsOn}.`, "Renew it to contact helpers again."],
    link: { label: "Renew your plan", url: link },
  }),
  hire_question: ({ maid, link }) => ({
    sms: `Sahayi: did you hire ${maid}? Tell us: ${link}`,
    subject: `Did you hire ${maid}?`,
    paragraphs: [
      `Last week you contacted ${maid} through Sahayi. Did you hire ${maid}?`,
      "Your answer shows other households who found work through Sahayi. If the number did not answer, you can still report it until the week is over.",
    ],
    link: { label: "Answer in your profile", url: link },
  }),
  account_deleted: () => ({
    sms: "Sahayi: your account and its data have been deleted, as you asked.",
    subject: "Your Sahayi account has been deleted",
    paragraphs: [
      "Your account and its data have been deleted, as you asked.",
      "Invoices we must keep by law are kept without your contact details.",
    ],
  }),
  availability_check: ({ name, link }) => ({
    sms: `Sahayi: ${name}, are you still available for work? Tap to confirm: ${link}`,
    subject: "Are you still available for work?",
    paragraphs: [
      `Hello ${name},`,
      `Households see when you last said you are available. Tap the button to confirm; the link works once, for ${CONFIRM_LINK_VALID_DAYS} days. A listing not confirmed for ${LISTING_DROP_OUT_DAYS} days leaves the search until you confirm.`,
    ],
    link: { label: "Yes, I'm still available", url: link },
  }),
  hire_check: ({ link }) => ({
    sms: `Sahayi: a household says it hired you. Got the job? Pause your listing in one tap: ${link}`,
    subject: "A household says it hired you",
    paragraphs: [
      "A household told us it hired you. If you took the job, pause your listing so households stop calling; if you still look for work, say so.",
      `The link works once, for ${CONFIRM_LINK_VALID_DAYS} days. You can resume your listing on your page at any time.`,
    ],
    link: { label: "Pause or confirm my listing", url: link },
  }),
};

const texts: Record<MessageLocale, MessageTexts> = { en, ml: malayalamMessages };

/** The words of one message, by its kind and the person's language. */
export function messageText<K extends MessageKind>(
  kind: K,
  locale: MessageLocale,
  values: MessageValues[K],
): MessageText {
  return texts[locale][kind](values);
}

/**
 * A one-time code's SMS in the language of the page that asked for it. Never queued: it goes
 * before request-otp answers.
 */
export function otpSmsText(locale: MessageLocale, code: string): string {
  const minutes = OTP_TTL_SECONDS / 60;
  return locale === "ml"
    ? malayalamOtpSms(code, minutes)
    : `${code} is your Sahayi OTP. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

/** An amount on a receipt, always with its paise: ₹588.82, ₹500.00. */
export function receiptAmount(paise: number): string {
  return `₹${(paise / PAISE_PER_RUPEE).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** A phone as a page may show it: 98xxxxxx12. */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 2)}${"x".repeat(Math.max(phone.length - 4, 0))}${phone.slice(-2)}`;
}

export const outboxPaths = {
  devEmail: "/api/dev/email" as Endpoint<{ GET: DevEmailResponse }>,
  latestReceipt: "/api/user/latest-receipt" as Endpoint<{ GET: LatestReceiptResponse }>,
  adminMessages: "/api/admin/outbox" as Endpoint<{ GET: OutboxMessagesResponse }>,
  adminResend: "/api/admin/outbox/:id/resend",
  adminResendOf: (id: number) =>
    `/api/admin/outbox/${id}/resend` as Endpoint<{ POST: OutboxResendResponse }>,
} as const;

export const outboxNotices = {
  messageNotFound: "No message has this id.",
  notFailed: "Only a failed message can be sent again.",
  resent: "The message is queued to be sent again.",
  ownerRequired: "Give user_id or helper_id.",
} as const;

/** The development e-mail outbox (EMAIL_PROVIDER=console outside production), newest first. */
export const devEmailQuerySchema = z.object({
  to: z.email({ error: "to must be an e-mail address" }),
});
export const devEmailResponseSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
      created_at: z.string(),
    }),
  ),
});
export type DevEmailResponse = z.infer<typeof devEmailResponseSchema>;

/** The newest receipt SMS queued for the caller, for the page after a purchase. */
export const latestReceiptResponseSchema = z.object({
  /** The phone it goes to, masked (98xxxxxx12); null when no receipt SMS was queued. */
  sms_to: z.string().nullable(),
});
export type LatestReceiptResponse = z.infer<typeof latestReceiptResponseSchema>;

/** One person's messages in the admin console: a user's (by id) or a helper's (public id). */
export const outboxMessagesQuerySchema = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    helper_id: z.string().min(1).max(64).optional(),
  })
  .refine((query) => query.user_id !== undefined || query.helper_id !== undefined, {
    error: outboxNotices.ownerRequired,
  });

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** The provider's answer to the last failed attempt. */
  last_error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessagesResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessagesResponse = z.infer<typeof outboxMessagesResponseSchema>;

export const outboxResendParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const outboxResendResponseSchema = z.object({
  message: z.string(),
  item: outboxMessageSchema,
});
export type OutboxResendResponse = z.infer<typeof outboxResendResponseSchema>;
