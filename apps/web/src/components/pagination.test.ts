import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination.tsx";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps the ends and the current page's neighbours, with gaps between", () => {
    expect(pageWindow(6, 12)).toEqual([1, "gap", 5, 6, 7, "gap", 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, "gap", 12]);
    expect(pageWindow(12, 12)).toEqual([1, "gap", 11, 12]);
  });

  it("does not put a gap between neighbours", () => {
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, "gap", 6]);
  });
});
