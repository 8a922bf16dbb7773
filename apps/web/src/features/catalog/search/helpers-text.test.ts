import { SEARCH_TOTAL_MAX } from "@sahayi/contract/catalog/search-params";
import { describe, expect, it } from "vitest";
import { helpersText } from "./helpers-text.ts";

describe("helpersText", () => {
  it("names one helper, then counts them exactly below the cap", () => {
    expect(helpersText(1)).toBe("1 helper");
    expect(helpersText(0)).toBe("0 helpers");
    expect(helpersText(42)).toBe("42 helpers");
    expect(helpersText(SEARCH_TOTAL_MAX - 1)).toBe(`${SEARCH_TOTAL_MAX - 1} helpers`);
  });

  it("reads a total at the cap as that many or more", () => {
    expect(SEARCH_TOTAL_MAX).toBe(10_000);
    expect(helpersText(SEARCH_TOTAL_MAX)).toBe("10,000+ helpers");
  });
});
