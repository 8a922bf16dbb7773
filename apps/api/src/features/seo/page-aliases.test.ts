import { isAppPage, PAGE_ALIASES } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers/test-app.ts";

const ctx = useTestApp();
const aliases = Object.entries(PAGE_ALIASES);

describe("the short page addresses", () => {
  it("are /login and /signup, each for a page the web app has", () => {
    expect(Object.keys(PAGE_ALIASES).sort()).toEqual(["/login", "/signup"]);
    for (const [alias, target] of aliases) {
      expect(isAppPage(alias), alias).toBe(false);
      expect(isAppPage(target), target).toBe(true);
    }
  });

  it("redirect permanently to their page, for GET and HEAD, with or without a final slash", async () => {
    for (const [alias, target] of aliases) {
      for (const method of ["GET", "HEAD"] as const) {
        for (const url of [alias, `${alias}/`]) {
          const answer = await ctx.app.inject({ method, url, headers: { accept: "text/html" } });
          expect(answer.statusCode, `${method} ${url}`).toBe(301);
          expect(answer.headers.location, `${method} ${url}`).toBe(target);
        }
      }
    }
  });

  it("keep what follows the question mark", async () => {
    for (const [alias, target] of aliases) {
      const query = "?utm_source=sms&next=%2Fprofile";
      const answer = await ctx.app.inject({ url: `${alias}${query}` });
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe(`${target}${query}`);
    }
  });

  it("are not prefixes: /login-help and /signups stay unknown addresses", async () => {
    for (const url of ["/login-help", "/signups", "/auth/login/extra"]) {
      const answer = await ctx.app.inject({ url, headers: { accept: "application/json" } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });
});
