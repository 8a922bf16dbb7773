import type { Maid } from "@sahayi/contract";
import { SHORTLIST_COMPARE_MAX } from "@sahayi/contract/constants";
import { describe, expect, it } from "vitest";
import { chosenForComparison, toggled } from "./compare-choice.ts";

const kept = ["a1b2c3", "d4e5f6", "g7h8i9", "j0k1l2", "m3n4o5"].map(
  (id) => ({ id, name: `Helper ${id}` }) as Maid,
);
const ids = (maids: readonly Maid[]) => maids.map((maid) => maid.id);

describe("chosenForComparison", () => {
  it("names no one without the parameter", () => {
    expect(chosenForComparison(null, kept)).toEqual([]);
    expect(chosenForComparison("", kept)).toEqual([]);
  });

  it("keeps the address's order, each helper once", () => {
    expect(ids(chosenForComparison("g7h8i9,a1b2c3,g7h8i9", kept))).toEqual(["g7h8i9", "a1b2c3"]);
  });

  it("leaves out ids not on the shortlist", () => {
    expect(ids(chosenForComparison("zzzzzz,d4e5f6", kept))).toEqual(["d4e5f6"]);
  });

  it(`stops at ${SHORTLIST_COMPARE_MAX}`, () => {
    const all = ids(kept).join(",");
    expect(ids(chosenForComparison(all, kept))).toEqual(ids(kept).slice(0, SHORTLIST_COMPARE_MAX));
  });
});

describe("toggled", () => {
  it("adds an id at the end, and takes a picked one out", () => {
    expect(toggled(["a1b2c3"], "d4e5f6")).toEqual(["a1b2c3", "d4e5f6"]);
    expect(toggled(["a1b2c3", "d4e5f6"], "a1b2c3")).toEqual(["d4e5f6"]);
  });
});
