import { type ContentPage, contentPageSlugs } from "@sahayi/contract";
import * as home from "@sahayi/contract/i18n/en/home";
import * as pages from "@sahayi/contract/i18n/en/pages";
import * as panels from "@sahayi/contract/i18n/en/panels";
import * as profile from "@sahayi/contract/i18n/en/profile";
import * as shortlist from "@sahayi/contract/i18n/en/shortlist";
import { emptyStates } from "@sahayi/contract/messages";
import { expect, test } from "../accounts/account-fixtures.ts";
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from "../fixtures.ts";
import { clippedBoxes, ml } from "./malayalam-checks.ts";

/** The page fits a 360 px phone: no sideways scroll, no words wider than their box. */
async function fits(page: import("@playwright/test").Page) {
  await expectNoSidewaysScroll(page);
  expect(await clippedBoxes(page)).toEqual([]);
}

/** The first words of every translated policy page: the English is the version that applies. */
const POLICY_TRANSLATION_NOTE =
  "ഇത് ഇംഗ്ലീഷ് പേജിന്റെ മലയാള പരിഭാഷയാണ്. രണ്ടിലും വ്യത്യാസം കണ്ടാൽ ഇംഗ്ലീഷ് പേജാണ് ബാധകം.";

test.describe("the site's own pages in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("about: its story, steps and highlights, and the plans call", async ({ page }) => {
    await page.goto("/ml/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(panels.aboutUs));
    await expect(page.getByText(ml(pages.aboutTagline))).toBeVisible();
    await expect(page.getByRole("heading", { name: ml(pages.whoWeAre) })).toBeVisible();
    await expect(page.getByRole("heading", { name: ml(home.howTitle) })).toBeVisible();
    for (const title of [pages.stepSearchTitle, pages.stepStartTitle, pages.reviewedTitle]) {
      await expect(page.getByRole("heading", { name: ml(title) })).toBeVisible();
    }
    await expect(page.getByText(ml(pages.stepPlanText))).toBeVisible();
    await expect(page.getByText("Who we are")).toHaveCount(0);
    await fits(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("categories", async ({ page }) => {
    await page.goto("/ml/categories");
    await expect(page.getByText(ml(pages.categoriesIntro))).toBeVisible();
    await fits(page);
  });

  test.describe("a category that does not exist", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("says so, and leads to all categories", async ({ page }) => {
      await page.goto("/ml/category?category=Nothing&category_id=999999");
      await expect(page.getByRole("heading", { name: ml(pages.categoryNotFound) })).toBeVisible();
      await expect(page.getByRole("link", { name: ml(pages.seeAllCategories) })).toHaveAttribute(
        "href",
        "/ml/categories",
      );
    });
  });

  for (const slug of contentPageSlugs) {
    test(`/ml/${slug}: its title, frame and text in Malayalam`, async ({ page, request }) => {
      const answer = await request.get(`/api/content/${slug}`, {
        headers: { "accept-language": "ml" },
      });
      const translated = (await answer.json()) as ContentPage;
      expect(translated.language).toBe("ml");
      await page.goto(`/ml/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated.title);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/[A-Za-z]/);
      const updated = page.locator("#policy-updated");
      await expect(updated).toContainText(ml(pages.lastUpdatedOn).replace(" {date}", ""));
      await expect(updated).not.toContainText("Last updated on");
      const text = page.getByTestId("policy-text");
      await expect(text).toHaveAttribute("lang", "ml");
      await expect(text).toContainText(POLICY_TRANSLATION_NOTE);
      await expect(page.getByText(ml(pages.policyInEnglish))).toHaveCount(0);
      await fits(page);
    });
  }

  test("a policy page without a translation shows its English, marked as the version that applies", async ({
    page,
  }) => {
    // The page as the API answers it before anyone has translated it.
    await page.route("**/api/content/privacy-policy", async (route) => {
      const english = await route.fetch({ headers: { "accept-language": "en" } });
      await route.fulfill({ response: english });
    });
    await page.goto("/ml/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(panels.privacyPolicy));
    await expect(page.getByText(ml(pages.policyInEnglish))).toBeVisible();
    await expect(page.getByTestId("policy-text")).toHaveAttribute("lang", "en");
    await fits(page);
  });

  test("the profile: sidebar, form, payments, privacy rights and the shortlist", async ({
    page,
    signedIn,
  }) => {
    await page.goto("/ml/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(profile.myProfile));
    await expect(page.getByText(signedIn.user_data.name).first()).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: ml(profile.accountSections) });
    await expect(sidebar.getByText(ml(profile.subscriptionDetails))).toBeVisible();
    await expect(sidebar.getByText(ml(emptyStates.noSubscriptions))).toBeVisible();
    const sections = sidebar.getByRole("navigation", { name: ml(profile.profileSections) });
    await expect(
      sections.getByRole("link", { name: ml(profile.transactionDetails) }),
    ).toHaveAttribute("href", "/ml/profile/transaction-details");
    await expect(sections.getByRole("button", { name: ml(panels.logout) })).toBeVisible();
    await expect(page.getByRole("button", { name: ml(profile.update) })).toBeVisible();
    await expect(page.getByRole("heading", { name: ml(profile.myData) })).toBeVisible();
    await expect(page.getByRole("button", { name: ml(profile.downloadMyData) })).toBeVisible();
    await fits(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: ml(profile.update) }).click();
    await expect(page.getByRole("button", { name: ml(profile.save) })).toBeVisible();
    await page.getByRole("button", { name: ml(profile.cancel) }).click();

    await page.getByRole("button", { name: ml(profile.deleteMyAccount) }).click();
    const dialog = page.getByRole("dialog", { name: ml(profile.deleteTitle) });
    await expect(dialog).toContainText(ml(profile.deleteText));
    await dialog.getByRole("button", { name: ml(profile.cancel) }).click();
    await expect(dialog).toHaveCount(0);

    await sections.getByRole("link", { name: ml(profile.transactionDetails) }).click();
    await expect(page.getByRole("heading", { name: ml(profile.paymentDetails) })).toBeVisible();
    await expect(page.getByText(ml(emptyStates.noTransactions))).toBeVisible();
    await fits(page);

    await sections.getByRole("link", { name: ml(shortlist.shortlistTab) }).click();
    await expect(page).toHaveURL("/ml/profile/shortlist");
    await expect(page.getByRole("heading", { name: ml(shortlist.shortlistTab) })).toBeVisible();
    await expect(page.getByText(ml(shortlist.emptyShortlist))).toBeVisible();
    await expect(page.getByRole("link", { name: ml(shortlist.findHelpers) })).toBeVisible();
    await fits(page);
  });
});
