import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, withTaxes } from "../src/money.ts";

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

  it("formats with the rupee sign and Indian grouping", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.5");
  });

  it("shows whole rupees without decimals and never more than paise", () => {
    expect(formatRupees(499)).toBe("₹499");
    expect(formatRupees(1234.5678)).toBe("₹1,234.57");
  });
});
