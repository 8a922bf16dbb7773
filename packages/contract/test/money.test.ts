import { describe, expect, it } from "vitest";
import * as plans from "../src/i18n/en/plans.ts";
import { malayalamMessages } from "../src/i18n/ml/messages.ts";
import { formatMessage, translate } from "../src/i18n/translate.ts";
import { describePrice, formatRate, formatRupees, paiseToRupees, withTaxes } from "../src/money.ts";
import { planFeatures } from "../src/plans.ts";

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

describe("a plan's words built from its numbers", () => {
  it("are the API's English words; Malayalam says one enquiry and many", () => {
    expect(planFeatures(1, 1)).toEqual(["Access 1 numbers", "Access available for 1 days"]);
    expect(planFeatures(1000, 365)).toEqual([
      "Access 1000 numbers",
      "Access available for 365 days",
    ]);
    expect(translate("ml", malayalamMessages, plans.accessNumbers, { enquiries: "25" })).toBe(
      "25 ഫോൺ നമ്പർ കാണാം",
    );
    const until = (count: number) =>
      translate("ml", malayalamMessages, plans.enquiriesUntil, {
        count,
        enquiries: String(count),
        date: "1 Dec 2026",
      });
    expect(until(1)).toBe("1 അന്വേഷണം, 1 Dec 2026 വരെ സാധുത");
    expect(until(1000)).toBe("1000 അന്വേഷണങ്ങൾ, 1 Dec 2026 വരെ സാധുത");
  });

  it("write the price line as money.ts does in English, and in Malayalam around the same figures", () => {
    const price = describePrice(499);
    const params = { breakdown: price.breakdown, total: price.total };
    expect(formatMessage("en", plans.priceSentence, params)).toBe(price.sentence);
    expect(translate("ml", malayalamMessages, plans.priceSentence, params)).toBe(
      "₹499 + 18 % GST, ആകെ ₹588.82",
    );
    // ml-IN writes money as en-IN does (digits and Indian grouping), so the figures stand as made.
    expect((123456.5).toLocaleString("ml-IN", { minimumFractionDigits: 2 })).toBe(
      (123456.5).toLocaleString("en-IN", { minimumFractionDigits: 2 }),
    );
  });
});
