import { describe, expect, it } from "vitest";
import { returnAddress } from "./return-address.ts";

describe("returnAddress", () => {
  it("gives back the guarded page with its query and hash", () => {
    const from = { pathname: "/profile/maids", search: "?page=2", hash: "#top" };
    expect(returnAddress({ from })).toBe(`${from.pathname}${from.search}${from.hash}`);
    expect(returnAddress({ from: { pathname: "/renewal-success" } })).toBe("/renewal-success");
  });

  it("refuses what is not a path on this site", () => {
    for (const pathname of ["//evil.example/x", "https://evil.example/", "profile", ""]) {
      expect(returnAddress({ from: { pathname } })).toBeNull();
    }
  });

  it("does not return to a login or sign-up page", () => {
    expect(returnAddress({ from: { pathname: "/auth/login" } })).toBeNull();
  });

  it("answers null for missing or malformed state", () => {
    for (const state of [
      null,
      undefined,
      "x",
      {},
      { from: "/profile" },
      { from: { pathname: 1 } },
    ]) {
      expect(returnAddress(state)).toBeNull();
    }
  });
});
