import { describe, expect, it } from "vitest";
import { SITE_DESCRIPTION, SITE_TAGLINE, STATIC_PAGES } from "../src/site-pages.ts";

// Only some listed helpers carry the Verified badge (their records say what was checked), so
// the words a search engine or a link preview shows may name the badge but never call every
// helper verified.
describe("what the site says about itself", () => {
  const texts = [
    SITE_TAGLINE,
    SITE_DESCRIPTION,
    ...Object.values(STATIC_PAGES).flatMap((page) => [page.title ?? "", page.description]),
  ];

  it("calls no helper verified except through the badge", () => {
    const claims = texts.filter((text) =>
      /verified/i.test(text.replace(/the Verified badge/g, "")),
    );
    expect(claims).toEqual([]);
  });

  it("still names the badge where people search", () => {
    expect(STATIC_PAGES["/search"].description).toContain("the Verified badge");
  });
});
