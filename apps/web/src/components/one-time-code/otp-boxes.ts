import { OTP_LENGTH } from "@sahayi/contract/constants";

/** The four boxes' contents, one digit or "" each. */
export type OtpBoxes = readonly string[];

export const emptyOtpBoxes = (): OtpBoxes => Array.from({ length: OTP_LENGTH }, () => "");

export const otpCode = (boxes: OtpBoxes) => boxes.join("");

export const isOtpComplete = (boxes: OtpBoxes) => boxes.every((box) => /^\d$/.test(box));

/**
 * Puts what arrived in box `index` into the boxes. Letters and signs are dropped (product §4:
 * digits only). One digit replaces the box; several (a paste, or the phone filling the
 * code from the SMS) spill into the boxes after it, and a whole code fills every box
 * whichever box it landed in. Answers the new boxes and the box to focus next.
 */
export function enterDigits(
  boxes: OtpBoxes,
  index: number,
  text: string,
): { boxes: OtpBoxes; focus: number } {
  const digits = text.replace(/\D/g, "");
  const next = [...boxes];
  if (!digits) {
    next[index] = "";
    return { boxes: next, focus: index };
  }
  const start = digits.length >= boxes.length ? 0 : index;
  const spill = digits.slice(0, boxes.length - start);
  for (const [offset, digit] of [...spill].entries()) next[start + offset] = digit;
  return { boxes: next, focus: Math.min(start + spill.length, boxes.length - 1) };
}

/**
 * What the visitor typed into a box that held `previous`: typing into a filled box whose
 * digit was not selected leaves both digits in it, and the new one is the one that counts.
 */
export function typedText(previous: string, value: string): string {
  if (previous && value.length === 2) return value.replace(previous, "") || previous;
  return value;
}
