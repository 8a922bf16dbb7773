import { describe, expect, it } from "vitest";
import { addressField, nameField } from "../src/accounts.ts";
import { contactFormSchema } from "../src/content.ts";
import { fieldMessages } from "../src/messages.ts";
import { hasControlCharacters, withoutPhoneNumbers } from "../src/text.ts";

/** The digits 0-9 of a script whose zero is at `zero`, spelling an ASCII number. */
const inScript = (zero: number, digits: string) =>
  [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join("");

describe("withoutPhoneNumbers", () => {
  it("replaces runs of ten or more digits, whatever separates them", () => {
    for (const phone of [
      "9847011223",
      "98470 11223",
      "98470-11223",
      "98470.11223",
      "98470/11223",
      "98470,11223",
      "(98470) 11223",
      "+91 98470 11223",
      "+919847011223",
      "98470–11223",
    ]) {
      expect(withoutPhoneNumbers(`call ${phone} now`), phone).toBe("call … now");
    }
  });

  it("reads digits of every script, and sees through invisible characters", () => {
    const spellings = {
      "full-width": "Lakshmi ９８４７０１２３４５",
      Malayalam: "Lakshmi ൯൮൪൭൦൧൨൩൪൫",
      "zero-width space": "Lakshmi 98470\u200B12345",
      "zero-width joiner and word joiner": "Lakshmi 9\u200D8470\u206012345",
      "right-to-left override": "Lakshmi 98470\u202E12345",
      comma: "Lakshmi 92000,00004",
      Devanagari: `Lakshmi ${inScript(0x966, "9847012345")}`,
      "mathematical bold": `Lakshmi ${inScript(0x1d7ce, "9847012345")}`,
      "mixed scripts": `Lakshmi 98${inScript(0xd66, "470")}１２３４５`,
    };
    for (const [name, text] of Object.entries(spellings)) {
      expect(withoutPhoneNumbers(text), name).toBe("Lakshmi …");
    }
  });

  it("keeps shorter numbers in any script: ages, years, pincodes", () => {
    for (const text of [
      "Age 34, 12 years in Kochi 682001, since 2014",
      "984701122",
      `Age ${inScript(0xd66, "34")}, ${inScript(0xd66, "12")} years`,
      "９８４７０１１２２",
    ]) {
      expect(withoutPhoneNumbers(text), text).toBe(text);
    }
  });

  it("leaves the text around a number exactly as typed, joiners and full-width letters too", () => {
    const malayalam = "ലക്\u200Dഷ്മി";
    expect(withoutPhoneNumbers(`${malayalam} ９８４７０１２３４５ ＡＢ`)).toBe(
      `${malayalam} … ＡＢ`,
    );
    expect(withoutPhoneNumbers("a 9847012345 b 9847012346")).toBe("a … b …");
  });
});

describe("hasControlCharacters", () => {
  it("refuses C0, DEL and C1 characters in every field", () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasControlCharacters(text), code.toString(16)).toBe(true);
      expect(hasControlCharacters(text, "lines"), code.toString(16)).toBe(true);
    }
  });

  it("takes tabs and line breaks only where text has lines", () => {
    for (const text of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text, "lines"), JSON.stringify(text)).toBe(false);
    }
  });

  it("takes any other text: Malayalam with its joiners, emoji, accents", () => {
    for (const text of ["ലക്\u200Dഷ്മി", "👩‍👩‍👧‍👦", "José", "a b", "\u00A0"]) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });
});

describe("text fields of the contract", () => {
  const issueOf = (
    result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
    field: string,
  ) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const contact = {
    name: "Lakshmi",
    mobile_number: "9847012345",
    email: "lakshmi@example.in",
    message: "Looking for a cook in Kochi.",
  };

  it("keep one-line fields to one line, and take lines where the text has them", () => {
    const broken = contactFormSchema.safeParse({ ...contact, name: "Lak\nshmi" });
    expect(issueOf(broken, "name")).toBe(fieldMessages.controlCharacters);
    const withLines = contactFormSchema.safeParse({
      ...contact,
      message: "Looking for a cook.\n\tMornings only, please.",
    });
    expect(withLines.success).toBe(true);
    expect(addressField.safeParse("12 MG Road\nKochi").success).toBe(true);
    expect(nameField.safeParse("Lak\tshmi").success).toBe(false);
  });

  it("refuse a NUL in every kind, lines or not", () => {
    for (const [field, value] of Object.entries(contact)) {
      if (field === "mobile_number") continue;
      const result = contactFormSchema.safeParse({ ...contact, [field]: `${value}\u0000` });
      expect(issueOf(result, field), field).toBe(fieldMessages.controlCharacters);
    }
    expect(addressField.safeParse("Kochi\u0000").success).toBe(false);
  });
});
