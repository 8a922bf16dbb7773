import { describe, expect, it } from "vitest";
import { describePrice, formatRate, formatRupees, paiseToRupees, withTaxes } from "../src/money.ts";

describe("withTaxes", () => {
  it("adds CGST and SGST of 9 % each", () => {
    expect(withTaxes(49_900)).toEqual({
      amountPaise: 49_900,
      cgstPaise: 4_491,
      sgstPaise: 4_491,
      totalPaise: 58_882,
    });
  });

  it("rounds each tax to the paisa", () => {
    const taxed = withTaxes(1_001);
    expect(taxed.cgstPaise).toBe(90);
    expect(taxed.totalPaise).toBe(1_181);
  });

  it("keeps zero at zero", () => {
    expect(withTaxes(0).totalPaise).toBe(0);
  });
});

describe("rupees", () => {
  it("converts paise to rupees", () => {
    expect(paiseToRupees(58_882)).toBe(588.82);
  });

  it("formats with the rupee sign and Indian grouping, paise always with two digits", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(588.82)).toBe("₹588.82");
  });

  it("shows whole rupees without decimals and never more than paise", () => {
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(1234.5678)).toBe("₹1,234.57");
    expect(formatRupees(0.999)).toBe("₹1");
  });

  it("writes a rate as a percentage", () => {
    expect(formatRate(0.09)).toBe("9 %");
    expect(formatRate(0.125)).toBe("12.5 %");
  });
});

describe("describePrice", () => {
  it("puts what is paid first, with the taxable value and the tax that make it", () => {
    expect(describePrice(499)).toEqual({
      total: "₹588.82",
      taxable: "₹499",
      cgst: "₹44.91",
      sgst: "₹44.91",
      cgstLabel: "CGST 9 %",
      sgstLabel: "SGST 9 %",
      breakdown: "₹499 + 18 % GST",
      sentence: "₹499 + 18 % GST = ₹588.82",
    });
  });

  it("agrees with checkout's figures for prices in paise and lakhs", () => {
    for (const paise of [1, 99, 29_900, 1_99_999, 1_00_00_000]) {
      const taxed = withTaxes(paise);
      const text = describePrice(paiseToRupees(paise));
      expect(text.total).toBe(formatRupees(paiseToRupees(taxed.totalPaise)));
      expect(text.sentence).toBe(
        `${formatRupees(paiseToRupees(paise))} + 18 % GST = ${formatRupees(paiseToRupees(taxed.totalPaise))}`,
      );
    }
  });
});
