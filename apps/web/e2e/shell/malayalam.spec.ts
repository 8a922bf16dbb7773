import type { Page } from "@playwright/test";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as home from "@sahayi/contract/i18n/en/home";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as shell from "@sahayi/contract/i18n/en/shell";
import { SITE_TAGLINE_ML } from "@sahayi/contract/i18n/ml/site-pages";
import { LOCALE_COOKIE } from "@sahayi/contract/i18n/translate";
import { pageTitle } from "@sahayi/contract/site-pages";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { clippedBoxes, ml } from "./malayalam-checks.ts";

const fontRequests = (page: Page) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  return fonts;
};

test.describe("Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("/ml/ shows the shell and the home page in Malayalam, in its own font, and nothing overflows", async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.goto("/ml/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    // The served page names its words' code and its body font, so they come with the app's
    // code, and writes the font's faces in: no stylesheet is fetched.
    await expect(page.locator('head link[rel="modulepreload"][href*="/messages-"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
      "href",
      /noto-sans-malayalam-malayalam-400-normal/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(home.heroTitle));
    await expect(page).toHaveTitle(pageTitle(undefined, SITE_TAGLINE_ML));
    await expect(page.getByRole("heading", { name: ml(home.howTitle) })).toBeVisible();
    // The switch is in the top bar, not only in the menu.
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    await expect(toEnglish).toBeVisible();
    await expect(toEnglish).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: ml(shell.openMenu) })).toBeVisible();
    // The search form: its fields, their placeholders and buttons.
    const form = page.getByRole("search", { name: ml(filters.findHelpers) });
    const district = form.getByRole("combobox", { name: ml(filters.district) });
    await expect(district).toHaveAttribute(
      "placeholder",
      ml(filters.anyField).replace("{field}", ml(filters.district)),
    );
    await expect(form.getByRole("combobox", { name: ml(filters.constituency) })).toHaveAttribute(
      "placeholder",
      ml(filters.chooseDistrictFirst),
    );
    await expect(form.getByRole("button", { name: ml(filters.search) })).toBeVisible();
    await expect(form.getByRole("button", { name: ml(filters.clear) })).toBeVisible();
    // Links inside the app stay in Malayalam.
    await expect(page.getByRole("link", { name: ml(home.allCategories) })).toHaveAttribute(
      "href",
      "/ml/categories",
    );

    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() => document.fonts.check("16px 'Noto Sans Malayalam'", "മലയാളം")),
    ).toBe(true);
    expect(fonts.some((url) => /noto-sans-malayalam-malayalam-\d+-normal/.test(url))).toBe(true);
    expect(stylesheets).toEqual([]);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("contentinfo").getByRole("navigation", { name: ml(panels.legal) }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("an English page loads no Malayalam font and names the switch in Malayalam", async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('head link[href*="malayalam"], head link[as="font"]')).toHaveCount(0);
    await expect(
      page.getByRole("banner").getByRole("link", { name: shell.otherLanguage }),
    ).toHaveAttribute("href", "/ml/about");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
  });

  test("the switch keeps the page and its query, both ways, and is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/search?gender=female&verified=1");
    await page.getByRole("banner").getByRole("link", { name: shell.otherLanguage }).click();
    await expect(page).toHaveURL(/\/ml\/search\?gender=female&verified=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe(
      "ml",
    );
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);

    // The menu has the switch too.
    await page.getByRole("button", { name: ml(shell.openMenu) }).click();
    const menu = page.getByRole("dialog", { name: ml(panels.menuTitle) });
    await expect(menu.getByRole("link", { name: "English" })).toBeVisible();
    await menu.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/search\?gender=female&verified=1$/);
    await expect(page).not.toHaveURL(/\/ml\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe(
      "en",
    );
  });

  test.describe("an address the site has no page for", () => {
    // The server answers it with HTTP 404 (and the app's HTML), which the browser logs.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("is a 404 whose page, picture and way home are in Malayalam", async ({ page }) => {
      const response = await page.goto("/ml/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "ml");
      const heading = page.getByRole("heading", { level: 1, name: ml(panels.pageNotFound) });
      await expect(heading).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${ml(panels.pageNotFound)}`));
      await expect(page.getByText(ml(panels.pageNotFoundText))).toBeVisible();
      await expect(page.getByRole("img", { name: ml(panels.pageNotFoundPicture) })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await clippedBoxes(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: ml(panels.backHome) }).click();
      await expect(page).toHaveURL(/\/ml\/?$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(home.heroTitle));
    });
  });
});

test.describe("a first visit from a browser that reads Malayalam", () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: "ml-IN" });

  test("is offered Malayalam on the home page and stays in English until it says so", async ({
    page,
  }) => {
    await page.goto("/");
    const prompt = page.getByTestId("language-prompt");
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(
      prompt.getByRole("link", { name: ml(panels.languagePromptAccept) }),
    ).toHaveAttribute("href", "/ml/");
    await expectNoSidewaysScroll(page);

    await prompt.getByRole("button", { name: panels.languagePromptDismiss }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heroTitle);
    await expect(page.getByTestId("language-prompt")).toHaveCount(0);
  });
});
