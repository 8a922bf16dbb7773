import {
  accountMessages,
  apiMessages,
  CONTACT_HONEYPOT_FIELD,
  contentMessages,
  contentPaths,
  fieldMessages,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  toastMessages,
} from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { contactMessages } from "../../db/schema.ts";

const PER_HOUR = 3;
const ctx = useTestApp({ contactMessagesPerAddressPerHour: PER_HOUR });

afterEach(() => {
  vi.useRealTimers();
});

/** A message a person could send, from a phone and an address no other test uses. */
function validForm() {
  const { phone, address } = uniqueCaller();
  return {
    address,
    form: {
      name: "Anitha Menon",
      mobile_number: phone,
      email: `anitha.${phone}@example.com`,
      message: "We need a cook for weekday evenings in Kakkanad.",
    },
  };
}

function send(payload: object, remoteAddress: string) {
  return ctx.app.inject({
    method: "POST",
    url: contactPathWithSlash(),
    payload,
    remoteAddress,
  });
}

/** The spec writes the path without /api and with no trailing slash; both spellings work. */
let spelling = 0;
const contactPathWithSlash = () =>
  spelling++ % 2 === 0 ? contentPaths.contactForm : `${contentPaths.contactForm}/`;

async function storedFrom(address: string) {
  return ctx.db.select().from(contactMessages).where(eq(contactMessages.clientAddress, address));
}

async function storedCount() {
  const [row] = await ctx.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe("POST /api/user/contact-form", () => {
  it("stores the message, unread, with who sent it, and answers the spec's success words", async () => {
    const { form, address } = validForm();
    const answer = await send({ ...form, name: `  ${form.name}  ` }, address);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: toastMessages.contactSuccess });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const rows = await storedFrom(address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: form.name,
      mobileNumber: form.mobile_number,
      email: form.email,
      message: form.message,
      readAt: null,
      clientAddress: address,
    });
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  const cases: { what: string; change: Record<string, unknown>; field: string; message: string }[] =
    [
      {
        what: "no name",
        change: { name: undefined },
        field: "name",
        message: fieldMessages.nameRequired,
      },
      {
        what: "a blank name",
        change: { name: "   " },
        field: "name",
        message: fieldMessages.nameRequired,
      },
      {
        what: "a name that is a number",
        change: { name: 42 },
        field: "name",
        message: fieldMessages.nameRequired,
      },
      {
        what: "no phone",
        change: { mobile_number: undefined },
        field: "mobile_number",
        message: fieldMessages.phoneRequired,
      },
      {
        what: "an empty phone",
        change: { mobile_number: "" },
        field: "mobile_number",
        message: fieldMessages.phoneRequired,
      },
      {
        what: "9 digits",
        change: { mobile_number: "984701234" },
        field: "mobile_number",
        message: fieldMessages.phoneContactInvalid,
      },
      {
        what: "11 digits",
        change: { mobile_number: "98470123456" },
        field: "mobile_number",
        message: fieldMessages.phoneContactInvalid,
      },
      {
        what: "a phone with a letter",
        change: { mobile_number: "98470I2345" },
        field: "mobile_number",
        message: fieldMessages.phoneContactInvalid,
      },
      {
        what: "a phone with +91",
        change: { mobile_number: "+919847012345" },
        field: "mobile_number",
        message: fieldMessages.phoneContactInvalid,
      },
      {
        what: "Arabic-Indic digits",
        change: { mobile_number: "٩٨٤٧٠١٢٣٤٥" },
        field: "mobile_number",
        message: fieldMessages.phoneContactInvalid,
      },
      {
        what: "no email",
        change: { email: undefined },
        field: "email",
        message: fieldMessages.emailRequired,
      },
      {
        what: "a blank email",
        change: { email: " " },
        field: "email",
        message: fieldMessages.emailRequired,
      },
      {
        what: "an email without @",
        change: { email: "anitha.example.com" },
        field: "email",
        message: fieldMessages.emailContactInvalid,
      },
      {
        what: "an email without a suffix",
        change: { email: "anitha@example" },
        field: "email",
        message: fieldMessages.emailContactInvalid,
      },
      {
        what: "a 1-letter suffix",
        change: { email: "anitha@example.c" },
        field: "email",
        message: fieldMessages.emailContactInvalid,
      },
      {
        what: "a 5-letter suffix",
        change: { email: "anitha@example.email" },
        field: "email",
        message: fieldMessages.emailContactInvalid,
      },
      {
        what: "a space in the email",
        change: { email: "anitha menon@example.com" },
        field: "email",
        message: fieldMessages.emailContactInvalid,
      },
      {
        what: "no message",
        change: { message: undefined },
        field: "message",
        message: fieldMessages.messageRequired,
      },
      {
        what: "a blank message",
        change: { message: "    \n  " },
        field: "message",
        message: fieldMessages.messageRequired,
      },
      {
        what: `${MESSAGE_MIN_LENGTH - 1} characters`,
        change: { message: "x".repeat(MESSAGE_MIN_LENGTH - 1) },
        field: "message",
        message: fieldMessages.messageTooShort,
      },
      {
        what: "a short message padded with spaces",
        change: { message: `  ${"x".repeat(MESSAGE_MIN_LENGTH - 1)}        ` },
        field: "message",
        message: fieldMessages.messageTooShort,
      },
      {
        what: "a message too long for a person",
        change: { message: "x".repeat(MESSAGE_MAX_LENGTH + 1) },
        field: "message",
        message: accountMessages.textTooLong("Message", MESSAGE_MAX_LENGTH),
      },
    ];

  it.each(cases)(
    "refuses $what with the spec's message on $field and stores nothing",
    async ({ change, field, message }) => {
      const { form, address } = validForm();
      const answer = await send({ ...form, ...change }, address);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: apiMessages.invalidInput,
        code: "VALIDATION_FAILED",
        fields: { [field]: message },
      });
      expect(await storedFrom(address)).toEqual([]);
    },
  );

  it("gives every field its message at once for an empty form", async () => {
    const { address } = validForm();
    const answer = await send({ name: "", mobile_number: "", email: "", message: "" }, address);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      name: fieldMessages.nameRequired,
      mobile_number: fieldMessages.phoneRequired,
      email: fieldMessages.emailRequired,
      message: fieldMessages.messageRequired,
    });
  });

  it("answers the form's messages in Malayalam when Accept-Language names ml first", async () => {
    const { address } = validForm();
    const wrong = { name: "", mobile_number: "98470", email: "a@b", message: "Too short" };
    const answer = await ctx.app.inject({
      method: "POST",
      url: contentPaths.contactForm,
      payload: wrong,
      remoteAddress: address,
      headers: { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" },
    });
    expect(answer.statusCode).toBe(400);
    const english = {
      name: fieldMessages.nameRequired,
      mobile_number: fieldMessages.phoneContactInvalid,
      email: fieldMessages.emailContactInvalid,
      message: fieldMessages.messageTooShort,
    };
    const malayalam = Object.fromEntries(
      Object.entries(english).map(([field, text]) => [field, malayalamAccountErrors.get(text)]),
    );
    expect(Object.values(malayalam).every((text) => /[\u0D00-\u0D7F]/.test(text ?? ""))).toBe(true);
    expect(answer.json().fields).toEqual(malayalam);
    expect(await storedFrom(address)).toEqual([]);
  });

  it("takes the edges the rules allow: 2- and 4-letter suffixes, exactly 10 characters", async () => {
    for (const email of ["a@b.in", "a.b+c@mail.example.info"]) {
      const { form, address } = validForm();
      const answer = await send(
        { ...form, email, message: "y".repeat(MESSAGE_MIN_LENGTH) },
        address,
      );
      expect(answer.statusCode, email).toBe(200);
      expect((await storedFrom(address))[0]).toMatchObject({ email });
    }
  });

  it("keeps markup and SQL in a message as plain text", async () => {
    const { form, address } = validForm();
    const message = `<script>alert(1)</script> '); drop table contact_messages; -- {{7*7}}`;
    const answer = await send({ ...form, message }, address);
    expect(answer.statusCode).toBe(200);
    expect((await storedFrom(address))[0]?.message).toBe(message);
  });

  it("answers a filled honeypot exactly like success and stores nothing", async () => {
    const { form, address } = validForm();
    const before = await storedCount();
    const bot = await send({ ...form, [CONTACT_HONEYPOT_FIELD]: "https://spam.example" }, address);
    const person = await send({ ...form, [CONTACT_HONEYPOT_FIELD]: "" }, validForm().address);
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toBe(person.body);
    expect(await storedFrom(address)).toEqual([]);
    // The person's message went in; the bot's did not.
    expect(await storedCount()).toBe(before + 1);
  });

  it("does not count a bot's messages against the address's hourly limit", async () => {
    const { form, address } = validForm();
    for (let i = 0; i < PER_HOUR + 2; i++) {
      const bot = await send({ ...form, [CONTACT_HONEYPOT_FIELD]: "x" }, address);
      expect(bot.statusCode).toBe(200);
    }
    expect((await send(form, address)).statusCode).toBe(200);
  });

  it(`takes ${PER_HOUR} messages an hour from one address, then says when to try again`, async () => {
    const { form, address } = validForm();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let i = 0; i < PER_HOUR; i++) {
      vi.setSystemTime(start + i * 60_000);
      expect((await send(form, address)).statusCode).toBe(200);
    }
    // 20 minutes after the first, the first leaves the hour in 40 minutes.
    vi.setSystemTime(start + 20 * 60_000);
    const refused = await send(form, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(40 * 60));
    expect(refused.json()).toEqual({
      error: contentMessages.contactAddressHourlyLimit(40),
      code: "RATE_LIMITED",
    });
    expect(await storedFrom(address)).toHaveLength(PER_HOUR);
    // Another address is not held back by this one.
    expect((await send(form, validForm().address)).statusCode).toBe(200);
    // Once the first message is an hour old, one more goes in.
    vi.setSystemTime(start + 60 * 60_000 + 1);
    expect((await send(form, address)).statusCode).toBe(200);
    expect(await storedFrom(address)).toHaveLength(PER_HOUR + 1);
  });

  it("holds the limit when many messages from one address arrive at once", async () => {
    const { form, address } = validForm();
    const answers = await Promise.all(
      Array.from({ length: PER_HOUR + 4 }, () => send(form, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await storedFrom(address)).toHaveLength(PER_HOUR);
  });
});
