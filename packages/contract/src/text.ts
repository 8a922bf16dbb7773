/**
 * Rules for text people type, shared by the API and the web app: which characters a field
 * refuses, and the filter that keeps phone numbers out of what the public reads. No zod here,
 * so the web app's first bundle can use it.
 */

/**
 * Control characters (C0, DEL, C1): nobody types them, a NUL is refused by PostgreSQL, and the
 * rest can rewrite what a terminal or a log viewer shows. Tab, line feed and carriage return
 * are apart: fields whose text has lines (addresses, about texts, messages) take them.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/u;

export type TextLines = "one-line" | "lines";

/** True when `text` holds a character its kind of field refuses: only text with lines takes breaks. */
export function hasControlCharacters(text: string, lines: TextLines = "one-line"): boolean {
  return (lines === "lines" ? CONTROL_BUT_LINES : CONTROL).test(text);
}

const FORMAT = /\p{Cf}/u;
const DIGIT = /\p{Nd}/u;

/**
 * How the phone filter reads one character: NFKC, any script's decimal digit as a digit (the
 * filter counts digits, their values do not matter), format characters (zero-width space,
 * joiners, direction marks) as nothing.
 */
function phoneReading(character: string): string {
  if (FORMAT.test(character)) return "";
  return [...character.normalize("NFKC")].map((c) => (DIGIT.test(c) ? "0" : c)).join("");
}

/** A run of digits with the separators people put in phone numbers between them. */
const NUMBER_RUN = /[+(]*\d[\d\s\p{Pd}()./,_:]*\d/gu;
const PHONE_DIGITS_AT_LEAST = 10;

/**
 * `text` with every run of ten or more digits replaced by "…": a helper's phone number is what
 * buyers pay for, and a name or text typed by a person might carry one. Digits of any script
 * (full-width, Malayalam ...) count, invisible characters between them do not hide them, and
 * commas, dots, dashes, slashes, brackets and spaces may separate them. Only the number is
 * replaced; the rest of the text is left exactly as it was typed (Malayalam needs its
 * zero-width joiners). Ages, years and pincodes stay.
 */
export function withoutPhoneNumbers(text: string): string {
  // What the filter reads, and for each of its characters where it came from in `text`.
  let reading = "";
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const character of text) {
    for (const unit of phoneReading(character)) {
      reading += unit;
      from.push(at);
      to.push(at + character.length);
    }
    at += character.length;
  }
  let result = "";
  let copied = 0;
  for (const run of reading.matchAll(NUMBER_RUN)) {
    if (run[0].replace(/\D/g, "").length < PHONE_DIGITS_AT_LEAST) continue;
    const start = from[run.index]!;
    result += `${text.slice(copied, start)}…`;
    copied = to[run.index + run[0].length - 1]!;
  }
  return result + text.slice(copied);
}
