import { describe, expect, it } from "vitest";
import {
  APP_PAGE_PATTERNS,
  isAppPage,
  isPrivatePage,
  listInWords,
  maidPageTitle,
  PAGE_ALIASES,
  PRELOADED_ANSWERS_ELEMENT_ID,
  pageTitle,
  preloadedAnswerKey,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_TAGLINE,
  STATIC_PAGES,
} from "../src/site-pages.ts";

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

describe("page titles and addresses", () => {
  it("a page's title ends with the site's name; the home page's is the name and tagline", () => {
    expect(SITE_NAME).toBe("Sahayi");
    expect(pageTitle("Find a Maid")).toBe("Find a Maid · Sahayi");
    expect(pageTitle()).toBe(`Sahayi – ${SITE_TAGLINE}`);
    expect(pageTitle(undefined, "കേരളത്തിലെ സഹായികൾ")).toBe("Sahayi – കേരളത്തിലെ സഹായികൾ");
    expect(SITE_DESCRIPTION).toMatch(/^Sahayi helps households in Kerala/);
  });

  it("a helper's title names her work in words and her place when known", () => {
    const helper = (categories: string[], location: string) => ({
      name: "Asha Nair",
      category: categories.map((name) => ({ name })),
      location,
    });
    expect(maidPageTitle(helper(["House Maid", "Cook"], "Aluva, Ernakulam"))).toBe(
      "Asha Nair, House Maid and Cook in Aluva, Ernakulam",
    );
    expect(maidPageTitle(helper([], ""))).toBe("Asha Nair, Domestic helper");
    expect(listInWords([])).toBe("");
    expect(listInWords(["a"])).toBe("a");
    expect(listInWords(["a", "b"])).toBe("a and b");
    expect(listInWords(["a", "b", "c"])).toBe("a, b and c");
  });

  it("private pages are whole sections, not addresses that start alike", () => {
    for (const path of [
      "/auth",
      "/auth/login",
      "/profile/maids",
      "/admin/helpers/x",
      "/payment-failed",
      "/helper/login",
    ]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
    for (const path of ["/", "/authors", "/profiles", "/search", "/maid/x/auth"]) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it("the app has a page at each of its addresses, a trailing slash allowed, and nowhere else", () => {
    const pages = [
      "/",
      "/search",
      "/auth/login",
      "/auth/sign-up/",
      "/auth/forgot-password",
      "/category",
      "/maid/Ab3dE6gH9jK2",
      "/plan-details/3",
      "/profile",
      "/profile/transaction-details",
      "/profile/maids",
      "/renewal-success",
      "/registration-under-review",
      "/payment-failed",
      "/helper",
      "/helper/login",
      "/admin",
      "/admin/helpers/x/edit",
    ];
    for (const path of pages) expect(isAppPage(path), path).toBe(true);
    for (const path of [
      "/maid",
      "/maid/a/b",
      "/maid/",
      "/plan-details",
      "/no-such-page",
      "/administrator",
      "/profile/x",
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
    for (const pattern of APP_PAGE_PATTERNS) {
      expect(isAppPage(pattern.replace(/:[A-Za-z]+/g, "x1")), pattern).toBe(true);
    }
    expect(APP_PAGE_PATTERNS).toEqual(
      expect.arrayContaining(
        Object.keys(PAGE_ALIASES).map((alias) => PAGE_ALIASES[alias as keyof typeof PAGE_ALIASES]),
      ),
    );
  });

  it("a preloaded answer is keyed by its method, address and body", () => {
    expect(PRELOADED_ANSWERS_ELEMENT_ID).toBe("preloaded-answers");
    expect(preloadedAnswerKey("GET", "/api/user/homepage")).toBe("GET /api/user/homepage");
    expect(preloadedAnswerKey("POST", "/api/user/maid-details", { maid_id: "Xy3" })).toBe(
      'POST /api/user/maid-details {"maid_id":"Xy3"}',
    );
  });
});
