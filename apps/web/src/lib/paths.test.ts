import { isAppPage } from "@sahayi/contract/site-pages";
import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";

/**
 * The server answers 404 for addresses the contract does not list as pages (search engines and
 * link previews see that status); a page added to the router but not to the list would be
 * served with a 404 although it shows fine.
 */
describe("the router's pages", () => {
  it("are all pages the server knows", () => {
    for (const [name, { pattern }] of Object.entries(paths)) {
      const example = pattern.replace(/:[A-Za-z]+/g, "Xy3abc123456");
      expect(isAppPage(example), `${name}: ${pattern}`).toBe(true);
    }
  });

  it("leave every other address to the not-found page", () => {
    for (const path of ["/nowhere", "/maid", "/maid/a/b", "/profile/other", "/aboutus"]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
