import { describe, expect, it } from "vitest";
import { loginRequestSchema, signUpFieldsSchema } from "../src/accounts.ts";
import {
  adminCategoryFormSchema,
  CATEGORY_NAME_MAX_LENGTH,
  REFERENCE_NAME_MAX_LENGTH,
  referenceItemFormSchema,
} from "../src/admin/catalogue.ts";
import { adminMessages } from "../src/admin/messages.ts";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  HELPER_ABOUT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "../src/constants.ts";
import { contactFormSchema } from "../src/content.ts";
import * as home from "../src/i18n/en/home.ts";
import * as shell from "../src/i18n/en/shell.ts";
import { malayalamAccountErrors } from "../src/i18n/ml/account-errors.ts";
import { formMessages } from "../src/i18n/ml/form-messages.ts";
import { malayalamEntries, malayalamMessages } from "../src/i18n/ml/messages.ts";
import { malayalamWithNumber } from "../src/i18n/ml/number-messages.ts";
import { paymentAnswers } from "../src/i18n/ml/payment-messages.ts";
import {
  acceptedLocale,
  DEFAULT_LOCALE,
  formatMessage,
  LOCALE_COOKIE,
  localePath,
  type Message,
  messageParams,
  preferredLocale,
  splitLocalePath,
  translate,
} from "../src/i18n/translate.ts";
import { accountMessages, contentMessages, fieldMessages } from "../src/messages.ts";
import { mustBeIdFromTheList } from "../src/numbers.ts";
import { english } from "./helpers/english-messages.ts";
import { refusals } from "./helpers/issues.ts";

const englishMessages = new Set<Message>(
  Object.values(english).flatMap((messages) => Object.values(messages)),
);

/** Malayalam script: a translated text has some of it. */
const MALAYALAM = /[\u0D00-\u0D7F]/;

describe("the Malayalam catalogue", () => {
  for (const [part, messages] of Object.entries(english)) {
    it(`translates every ${part} message, with the same parameters and form`, () => {
      const missing: string[] = [];
      for (const [key, message] of Object.entries(messages)) {
        const malayalam = malayalamMessages.get(message);
        if (malayalam === undefined) {
          missing.push(key);
          continue;
        }
        expect(typeof malayalam, key).toBe(typeof message);
        expect(messageParams(malayalam), key).toEqual(messageParams(message));
      }
      expect(missing).toEqual([]);
    });
  }

  it("translates only English messages that exist", () => {
    const stale = [...malayalamMessages.keys()].filter((message) => !englishMessages.has(message));
    expect(stale).toEqual([]);
  });

  it("shows a form's message in the words the API answers it with", () => {
    const differing = formMessages.filter(
      ([english]) => malayalamMessages.get(english) !== malayalamAccountErrors.get(english),
    );
    expect(differing).toEqual([]);
    expect(
      paymentAnswers.filter(
        ([english]) => malayalamMessages.get(english) !== malayalamAccountErrors.get(english),
      ),
    ).toEqual([]);
    expect(malayalamMessages.get(fieldMessages.passwordsMustMatch)).toBe(
      malayalamAccountErrors.get(fieldMessages.passwordsMustMatch),
    );
  });

  it("is written in Malayalam but for the name of the English language", () => {
    const untranslated = [...malayalamMessages.values()].filter(
      (text) => !MALAYALAM.test(JSON.stringify(text)),
    );
    expect(untranslated).toEqual(["English"]);
  });
});

describe("the English catalogue", () => {
  it("each message and each of its plural forms says something", () => {
    for (const [part, messages] of Object.entries(english)) {
      for (const [key, message] of Object.entries(messages)) {
        const forms = typeof message === "string" ? [message] : Object.values(message);
        for (const text of forms) {
          // Trimmed: one is a suffix read after a number (" set").
          expect(text.trim().length, `${part}.${key}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it("a plural message has its form for one and for more, each with the count", () => {
    for (const [part, messages] of Object.entries(english)) {
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message === "string") continue;
        expect(Object.keys(message).sort(), `${part}.${key}`).toEqual(["one", "other"]);
        expect(message.one, `${part}.${key}`).not.toBe(message.other);
      }
    }
  });
});

describe("formatMessage", () => {
  const helpers = { one: "{count} helper in {place}", other: "{count} helpers in {place}" };

  it("picks the plural form of the number and writes numbers with Indian grouping", () => {
    expect(formatMessage("en", helpers, { count: 1, place: "Aluva" })).toBe("1 helper in Aluva");
    expect(formatMessage("en", helpers, { count: 0, place: "Aluva" })).toBe("0 helpers in Aluva");
    expect(formatMessage("en", helpers, { count: 123456, place: "Aluva" })).toBe(
      "1,23,456 helpers in Aluva",
    );
    expect(
      formatMessage("ml", { one: "{count} സഹായി", other: "{count} സഹായികൾ" }, { count: 2 }),
    ).toBe("2 സഹായികൾ");
  });

  it("leaves a parameter it was not given as written", () => {
    expect(formatMessage("en", "Offer {number}")).toBe("Offer {number}");
  });

  it("names the parameters of strings and plurals", () => {
    expect(messageParams(helpers)).toEqual(["count", "place"]);
    expect(messageParams("Offer {number} of {number}")).toEqual(["number"]);
    expect(messageParams("Home")).toEqual([]);
  });
});

describe("translate", () => {
  it("reads the translation of the English message, and the English without one", () => {
    expect(translate("ml", malayalamMessages, home.howStep, { number: 2 })).toBe("ഘട്ടം 2");
    expect(translate("en", undefined, home.howStep, { number: 2 })).toBe("Step 2");
    expect(translate("ml", new Map(), shell.navHome)).toBe("Home");
  });
});

describe("page addresses", () => {
  it("put Malayalam pages under /ml and English at the addresses it had", () => {
    expect(localePath("ml", "/")).toBe("/ml/");
    expect(localePath("ml", "/?x=1")).toBe("/ml/?x=1");
    expect(localePath("ml", "/search?district=7")).toBe("/ml/search?district=7");
    expect(localePath("en", "/search?district=7")).toBe("/search?district=7");
  });

  it("tell the language of an address and the English address", () => {
    expect(splitLocalePath("/ml")).toEqual({ locale: "ml", path: "/" });
    expect(splitLocalePath("/ml/")).toEqual({ locale: "ml", path: "/" });
    expect(splitLocalePath("/ml/maid/Ab3")).toEqual({ locale: "ml", path: "/maid/Ab3" });
    expect(splitLocalePath("/mlx")).toEqual({ locale: "en", path: "/mlx" });
    expect(splitLocalePath("/search")).toEqual({ locale: "en", path: "/search" });
  });
});

describe("preferredLocale", () => {
  it("is Malayalam when a browser names it before any other language", () => {
    expect(preferredLocale(["ml-IN", "en"])).toBe("ml");
    expect(preferredLocale(["ml"])).toBe("ml");
    expect(preferredLocale(["*", "ml"])).toBe("ml");
    expect(preferredLocale(["en-IN", "ml"])).toBe("en");
    expect(preferredLocale(["hi", "ml"])).toBe("en");
    expect(preferredLocale([])).toBe("en");
  });
});

describe("acceptedLocale", () => {
  it("is Malayalam when the header weighs Malayalam above any other language", () => {
    expect(acceptedLocale("ml")).toBe("ml");
    expect(acceptedLocale("ml-IN,ml;q=0.9,en;q=0.8")).toBe("ml");
    expect(acceptedLocale("en;q=0.5, ml")).toBe("ml");
    expect(acceptedLocale("ML-in")).toBe("ml");
  });

  it("is English without a header, for *, for another language first, and for ml;q=0", () => {
    expect(acceptedLocale(undefined)).toBe("en");
    expect(acceptedLocale("")).toBe("en");
    expect(acceptedLocale("*")).toBe("en");
    expect(acceptedLocale("en-IN,ml;q=0.9")).toBe("en");
    expect(acceptedLocale("hi, ml")).toBe("en");
    expect(acceptedLocale("ml;q=0, en")).toBe("en");
    expect(acceptedLocale("ml;q=abc")).toBe("en");
  });
});

describe("reading the header and the browser's list closely", () => {
  it("weighs each language by its own q, whatever else it carries, the order written breaking ties", () => {
    expect(acceptedLocale("en;q=0.4, ml;q=0.5")).toBe("ml");
    expect(acceptedLocale("ml;level=1, en;q=0.5")).toBe("ml");
    expect(acceptedLocale(" ml ; q=0.9 , en ; q=0.8")).toBe("ml");
    expect(acceptedLocale("en;q=0.9, ml ; q=0.8")).toBe("en");
    expect(acceptedLocale(",, ml")).toBe("ml");
    expect(acceptedLocale("en;q=0.8, ml;q=0.8")).toBe("en");
    expect(acceptedLocale("ml;q=0.8, en;q=0.8")).toBe("ml");
    expect(preferredLocale([" ml-IN", "en"])).toBe("ml");
  });

  it("a plural always takes its count; the site starts in English and remembers in its cookie", () => {
    expect(messageParams({ one: "one helper", other: "many helpers" })).toEqual(["count"]);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(LOCALE_COOKIE).toBe("sahayi_lang");
  });
});

describe("the Malayalam words, entry by entry", () => {
  const forms = (text: Message) => (typeof text === "string" ? [text] : Object.values(text));

  it("every form of every entry is written in Malayalam, plurals' forms each", () => {
    const untranslated = [...malayalamMessages.values()]
      .flatMap(forms)
      .filter((text) => !MALAYALAM.test(text));
    expect(untranslated).toEqual(["English"]);
    expect(formMessages.filter(([, text]) => !MALAYALAM.test(text))).toEqual([]);
  });

  it("no English message is given two Malayalam texts (the second would hide the first)", () => {
    const seen = new Map<Message, Message>();
    const twice: Message[] = [];
    for (const [english, text] of malayalamEntries) {
      const before = seen.get(english);
      if (before !== undefined && JSON.stringify(before) !== JSON.stringify(text))
        twice.push(english);
      seen.set(english, text);
    }
    expect(twice).toEqual([]);
  });

  it("the API answers every public form's messages for empty and over-long input in Malayalam", () => {
    const lengthMessages = [
      ["Name", NAME_MAX_LENGTH, "പേര്"],
      ["Email", EMAIL_MAX_LENGTH, "ഇമെയിൽ"],
      ["Password", PASSWORD_MAX_LENGTH, "പാസ്‌വേഡ്"],
      ["Address", ADDRESS_MAX_LENGTH, "വിലാസം"],
      ["About me", HELPER_ABOUT_MAX_LENGTH, "എന്നെക്കുറിച്ച്"],
      ["Message", MESSAGE_MAX_LENGTH, "സന്ദേശം"],
    ] as const;
    for (const [label, max, malayalamLabel] of lengthMessages) {
      expect(malayalamAccountErrors.get(accountMessages.textTooLong(label, max))).toBe(
        `${malayalamLabel} പരമാവധി ${max} അക്ഷരം ആകാം.`,
      );
    }
    const emptyAnswers = [loginRequestSchema, signUpFieldsSchema, contactFormSchema].flatMap(
      (schema) => schema.safeParse({}).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(emptyAnswers.length).toBeGreaterThan(10);
    expect(emptyAnswers.filter((message) => !malayalamAccountErrors.has(message))).toEqual([]);
    expect(malayalamAccountErrors.get(mustBeIdFromTheList("District"))).toMatch(MALAYALAM);
  });
});

describe("a Malayalam name, of a reference entry or a category", () => {
  const key = "A1b2C3d4E5f6G7h8I9j0";
  const category = { name: "Cooking", color: "#cc88aa", image: key, banner_image: key };
  const forms = [
    [referenceItemFormSchema, { name: "Aluva" }, REFERENCE_NAME_MAX_LENGTH],
    [adminCategoryFormSchema, category, CATEGORY_NAME_MAX_LENGTH],
  ] as const;

  it("is kept trimmed; empty, blank or left out is none", () => {
    for (const [schema, form] of forms) {
      expect(schema.parse({ ...form, name_ml: " ആലുവ " }).name_ml).toBe("ആലുവ");
      for (const none of ["", "  ", null, undefined]) {
        expect(schema.parse({ ...form, name_ml: none }).name_ml).toBeNull();
      }
    }
  });

  it("takes Malayalam script with Latin letters or digits beside it, up to the name's length", () => {
    for (const [schema, form, max] of forms) {
      for (const name_ml of ["ഹോം നഴ്സ്", "24 മണിക്കൂർ", "ഡേ (Day)", "ം", "ൿ".repeat(max)]) {
        expect(schema.parse({ ...form, name_ml }).name_ml).toBe(name_ml);
      }
    }
  });

  it("refuses a name without Malayalam script, too long, or not text", () => {
    for (const [schema, form, max] of forms) {
      for (const name_ml of ["Aluva", "Āluva", "आलुवा", "12"]) {
        expect(refusals(schema, { ...form, name_ml }), name_ml).toEqual({
          name_ml: [adminMessages.malayalamNameScript],
        });
      }
      expect(refusals(schema, { ...form, name_ml: "ആ".repeat(max + 1) })).toEqual({
        name_ml: [accountMessages.textTooLong("Malayalam name", max)],
      });
      expect(refusals(schema, { ...form, name_ml: 5 })).toEqual({
        name_ml: ["Malayalam name must be text."],
      });
      expect(refusals(schema, { ...form, name_ml: "ആലു\tവ" })).toEqual({
        name_ml: [fieldMessages.controlCharacters],
      });
    }
  });
});

describe("the API's refusals with a number, in Malayalam", () => {
  const made = [
    accountMessages.otpResendWait,
    accountMessages.otpPhoneHourlyLimit,
    accountMessages.otpAddressHourlyLimit,
    accountMessages.otpPhoneDailyTries,
    accountMessages.loginTooManyTries,
    contentMessages.contactAddressHourlyLimit,
  ];

  it("says each with its own number, and each differently", () => {
    for (const number of [1, 2, 7, 59]) {
      const said = made.map((english) => malayalamWithNumber(english(number)));
      for (const [index, malayalam] of said.entries()) {
        expect(malayalam, made[index]!(number)).toMatch(MALAYALAM);
        expect(malayalam).toContain(` ${number} `);
      }
      expect(new Set(said).size).toBe(made.length);
    }
  });

  it("takes only an exact English message, never a look-alike or a text without a number", () => {
    const english = accountMessages.otpResendWait(30);
    for (const other of [
      english.replace("30", "30 or 40"),
      `${english} `,
      english.toLowerCase(),
      "Please wait 30 minutes.",
      accountMessages.otpExpired,
    ]) {
      expect(malayalamWithNumber(other), other).toBeUndefined();
    }
  });
});
