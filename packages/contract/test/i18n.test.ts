import { describe, expect, it } from "vitest";
import * as account from "../src/i18n/en/account.ts";
import * as contact from "../src/i18n/en/contact.ts";
import * as filters from "../src/i18n/en/filters.ts";
import * as helper from "../src/i18n/en/helper.ts";
import * as home from "../src/i18n/en/home.ts";
import * as panels from "../src/i18n/en/panels.ts";
import * as registration from "../src/i18n/en/registration.ts";
import * as search from "../src/i18n/en/search.ts";
import * as shell from "../src/i18n/en/shell.ts";
import { malayalamAccountErrors } from "../src/i18n/ml/account-errors.ts";
import { formMessages } from "../src/i18n/ml/form-messages.ts";
import { malayalamMessages } from "../src/i18n/ml/messages.ts";
import {
  acceptedLocale,
  formatMessage,
  localePath,
  type Message,
  messageParams,
  preferredLocale,
  splitLocalePath,
  translate,
} from "../src/i18n/translate.ts";
import {
  apiMessages,
  emptyStates,
  fieldMessages,
  revealMessages,
  statusLabels,
  toastMessages,
} from "../src/messages.ts";
import { privacyMessages } from "../src/privacy/privacy-messages.ts";
import { SITE_TAGLINE } from "../src/site-pages.ts";

/** Every English message the site translates: the catalogues, and the tab's tagline. */
const english = {
  shell,
  panels,
  home,
  filters,
  search,
  helper,
  account,
  registration,
  contact,
  "contact toasts": {
    contactSuccess: toastMessages.contactSuccess,
    contactFailed: toastMessages.contactFailed,
  },
  "registration toasts": {
    maidRegistered: toastMessages.maidRegistered,
    paymentCancelled: toastMessages.paymentCancelled,
  },
  "account toasts": {
    loginSuccess: toastMessages.loginSuccess,
    registrationSuccess: toastMessages.registrationSuccess,
    registrationFailed: toastMessages.registrationFailed,
    otpSent: toastMessages.otpSent,
    otpResent: toastMessages.otpResent,
    otpSendFailed: toastMessages.otpSendFailed,
    otpResendFailed: toastMessages.otpResendFailed,
    otpVerified: toastMessages.otpVerified,
    otpIncorrect: toastMessages.otpIncorrect,
    passwordReset: toastMessages.passwordReset,
    passwordResetFailed: toastMessages.passwordResetFailed,
    somethingWrong: toastMessages.somethingWrong,
    consentRecorded: privacyMessages.consentRecorded,
  },
  // The account forms' messages, as the API answers them: the web's forms show the same.
  "account forms": Object.fromEntries(formMessages.map(([text]) => [text, text])),
  "page title": { SITE_TAGLINE },
  "empty states": {
    loading: emptyStates.loading,
    noResults: emptyStates.noResults,
    noMaids: emptyStates.noMaids,
    noDetails: emptyStates.noDetails,
    noImages: emptyStates.noImages,
  },
  "contact popup": {
    popupTitle: revealMessages.popupTitle,
    confirm: revealMessages.confirm,
    goBack: revealMessages.goBack,
    upgrade: revealMessages.upgrade,
    limitReachedTitle: toastMessages.limitReachedTitle,
    alreadySelected: statusLabels.alreadySelected,
    maidNotFound: apiMessages.maidNotFound,
  },
} as const;
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
