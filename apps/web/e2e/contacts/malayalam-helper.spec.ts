import * as filters from "@sahayi/contract/i18n/en/filters";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";
import { maidPageTitleMl } from "@sahayi/contract/i18n/ml/site-pages";
import { formatMessage, type Message } from "@sahayi/contract/i18n/translate";
import { revealMessages } from "@sahayi/contract/messages";
import { pageTitle } from "@sahayi/contract/site-pages";
import { expectNoSidewaysScroll } from "../fixtures.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  newestMaids,
  smallestPlan,
  subscribeByApi,
  test,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const ml = (english: string) => String(malayalamMessages.get(english));
const mlWith = (english: Message, params: Record<string, string | number>) =>
  formatMessage("ml", malayalamMessages.get(english)!, params);

test.describe("a helper's page in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows the facts, tabs and contact buttons in Malayalam", async ({ page, request }) => {
    const [maid] = await newestMaids(request, 1);
    await page.goto(`/ml/maid/${maid!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(maid!.name);
    const facts = page.locator("dt");
    await expect(facts).toHaveText([
      ml(filters.age),
      ml(filters.gender),
      ml(filters.experience),
      ml(filters.shift),
      ml(filters.language),
    ]);
    await expect(page.locator("dd").nth(1)).toHaveText(
      ml(maid!.gender.charAt(0).toUpperCase() + maid!.gender.slice(1)),
    );
    // The tab keeps the served page's Malayalam title once the page has loaded.
    const inMalayalam = await request.get(`/api/user/search-maids?page_size=1`, {
      headers: { "accept-language": "ml" },
    });
    const [shown] = ((await inMalayalam.json()) as { maids: (typeof maid)[] }).maids;
    await expect(page).toHaveTitle(pageTitle(maidPageTitleMl(shown!)));
    await expect(page.getByTestId("profile-updated")).toContainText(ml(helper.profileUpdated));
    await expect(page.getByRole("tab", { name: ml(helper.aboutMe) })).toBeVisible();
    await expect(page.getByRole("tab", { name: ml(helper.gallery) })).toBeVisible();
    // A visitor's Call Now leads to the login page, in Malayalam.
    await expect(
      page.getByTestId("maid-contact").getByRole("link", { name: ml(helper.callNow) }),
    ).toHaveAttribute("href", "/ml/auth/login");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the contact popup asks and counts in Malayalam", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    const plan = smallestPlan(plans);
    await subscribeByApi(request, buyer.login, plan);
    const [maid] = await newestMaids(request, 1);
    await page.goto(`/ml/maid/${maid!.id}`);
    await page
      .getByTestId("maid-contact")
      .getByRole("button", { name: ml(helper.callNow) })
      .click();
    const popup = page.getByRole("dialog", { name: ml(revealMessages.popupTitle) });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(mlWith(helper.callUsingEnquiry, { name: maid!.name }));
    await expect(popup.getByTestId("contacted-count")).toHaveText(
      mlWith(helper.contacted, { count: plan.enquiry, used: 0 }),
    );
    await expect(popup.getByRole("progressbar", { name: ml(helper.enquiriesUsed) })).toBeVisible();
    await expect(popup.getByRole("button", { name: ml(revealMessages.confirm) })).toBeVisible();
    await popup.getByRole("button", { name: ml(revealMessages.goBack) }).click();
    await expect(popup).toBeHidden();
  });
});
