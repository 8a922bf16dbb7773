import { OTP_LENGTH } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { emptyOtpBoxes, enterDigits, isOtpComplete, otpCode, typedText } from "./otp-boxes.ts";

const code = "4815162342".slice(0, OTP_LENGTH);
const last = OTP_LENGTH - 1;

describe("enterDigits", () => {
  it("puts one digit in its box and moves on to the next box", () => {
    const { boxes, focus } = enterDigits(emptyOtpBoxes(), 1, "7");
    expect(boxes).toEqual(emptyOtpBoxes().map((box, index) => (index === 1 ? "7" : box)));
    expect(focus).toBe(2);
  });

  it("keeps focus on the last box after its digit", () => {
    expect(enterDigits(emptyOtpBoxes(), last, "3").focus).toBe(last);
  });

  it("drops anything that is not a digit", () => {
    const before = enterDigits(emptyOtpBoxes(), 0, "5").boxes;
    const { boxes, focus } = enterDigits(before, 0, "a");
    expect(boxes).toEqual(emptyOtpBoxes());
    expect(focus).toBe(0);
    expect(enterDigits(emptyOtpBoxes(), 2, " 9-").boxes[2]).toBe("9");
  });

  it("fills every box with a whole code, whichever box it lands in", () => {
    for (let index = 0; index < OTP_LENGTH; index += 1) {
      const { boxes, focus } = enterDigits(emptyOtpBoxes(), index, code);
      expect(otpCode(boxes)).toBe(code);
      expect(isOtpComplete(boxes)).toBe(true);
      expect(focus).toBe(last);
    }
  });

  it("reads a code out of pasted text with spaces and dashes", () => {
    const spaced = [...code].join(" - ");
    expect(otpCode(enterDigits(emptyOtpBoxes(), 0, spaced).boxes)).toBe(code);
  });

  it("spills a part of a code into the boxes after the one it lands in", () => {
    const { boxes, focus } = enterDigits(emptyOtpBoxes(), 1, "12");
    expect(boxes.slice(1, 3)).toEqual(["1", "2"]);
    expect(boxes[0]).toBe("");
    expect(focus).toBe(3);
    expect(isOtpComplete(boxes)).toBe(false);
  });
});

describe("typedText", () => {
  it("keeps the new digit when a filled box gets a second one, before or after", () => {
    expect(typedText("5", "57")).toBe("7");
    expect(typedText("5", "75")).toBe("7");
    expect(typedText("5", "55")).toBe("5");
  });

  it("passes anything else through: a cleared box, a first digit, a whole code", () => {
    expect(typedText("5", "")).toBe("");
    expect(typedText("", "3")).toBe("3");
    expect(typedText("", code)).toBe(code);
  });
});
