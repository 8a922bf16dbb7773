import { describe, expect, it } from "vitest";
import * as plans from "../src/i18n/en/plans.ts";
import { malayalamMessages } from "../src/i18n/ml/messages.ts";
import { formatMessage, translate } from "../src/i18n/translate.ts";
import { describePrice } from "../src/money.ts";
import { planFeatures } from "../src/plans.ts";

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
