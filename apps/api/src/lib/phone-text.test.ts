import { describe, expect, it } from "vitest";
import { withoutPhoneNumbers } from "./phone-text.ts";

describe("withoutPhoneNumbers", () => {
  it("replaces runs of ten or more digits, whatever separates them", () => {
    for (const phone of [
      "9847011223",
      "98470 11223",
      "98470-11223",
      "98470.11223",
      "98470/11223",
      "(98470) 11223",
      "+91 98470 11223",
      "+919847011223",
    ]) {
      expect(withoutPhoneNumbers(`call ${phone} now`), phone).toBe("call … now");
    }
  });

  it("keeps shorter numbers: ages, years, pincodes", () => {
    const text = "Age 34, 12 years in Kochi 682001, since 2014";
    expect(withoutPhoneNumbers(text)).toBe(text);
    expect(withoutPhoneNumbers("984701122")).toBe("984701122");
  });
});
