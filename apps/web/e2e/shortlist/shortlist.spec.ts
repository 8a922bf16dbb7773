import * as words from "@sahayi/contract/i18n/en/shortlist";
import * as heart from "@sahayi/contract/i18n/en/shortlist-heart";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { revealMessages, statusLabels } from "@sahayi/contract/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  newestMaids,
  onScreen,
  recordOpenedLinks,
  smallestPlan,
  subscribeByApi,
  test,
  viewports,
} from "../contacts/contact-fixtures.ts";
import { expectNoSidewaysScroll } from "../payments/payment-fixtures.ts";

const en = (message: string, params: Record<string, string | number> = {}) =>
  formatMessage("en", message, params);
const keep = (name: string) => en(heart.keepHelper, { name });
const drop = (name: string) => en(heart.dropHelper, { name });

// A login, lazily loaded tabs and dialogs, a purchase and an axe scan on a busy machine.
test.describe.configure({ timeout: 90_000 });

const phone = viewports.find((viewport) => viewport.mobile)!;

test.describe("the shortlist on a 360 px phone", () => {
  test.use(onScreen(phone));

  test("a visitor's heart asks her to log in and keeps the helper through it", async ({
    page,
    request,
    visitor,
  }) => {
    const [maid] = await newestMaids(request, 1);
    await page.goto(`/maid/${maid!.id}`);
    await page.getByRole("button", { name: keep(maid!.name) }).click();
    await expect(page).toHaveURL("/auth/login");
    await expect(page.getByText(en(words.keptAfterLogin, { name: maid!.name }))).toBeVisible();
    await page.getByLabel("Phone No.").fill(visitor.phone);
    await page.getByLabel("Password").fill(visitor.password);
    await page.getByLabel("Password").press("Enter");

    await expect(page).toHaveURL(`/maid/${maid!.id}`);
    const heart = page.getByRole("button", { name: drop(maid!.name) });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(en(words.kept, { name: maid!.name }))).toBeVisible();

    // Kept on the server: the tab lists her after a reload.
    await page.goto("/profile/shortlist");
    await expect(page.getByRole("heading", { name: words.shortlistTab })).toBeVisible();
    await expect(page.getByTestId("maid-card")).toHaveCount(1);
    await expect(page.getByTestId("maid-card").getByRole("heading")).toHaveText(maid!.name);
  });

  test("a household keeps two helpers, compares them side by side and contacts one", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    await subscribeByApi(request, buyer.login, smallestPlan(plans));
    const opened = await recordOpenedLinks(page);
    await page.goto("/profile/shortlist");
    await expect(page.getByText(words.emptyShortlist)).toBeVisible();
    await page.getByRole("link", { name: words.findHelpers }).click();
    await expect(page).toHaveURL(/\/search/);

    const cards = page.getByTestId("maid-card");
    const names: string[] = [];
    for (const index of [0, 1]) {
      const name = (await cards.nth(index).getByRole("heading").textContent())!.trim();
      names.push(name);
      await cards
        .nth(index)
        .getByRole("button", { name: keep(name) })
        .click();
      await expect(cards.nth(index).getByRole("button", { name: drop(name) })).toBeVisible();
    }

    await page.goto("/profile/shortlist");
    // Newest first: the second helper kept leads.
    await expect(page.getByTestId("maid-card").getByRole("heading")).toHaveText([
      names[1]!,
      names[0]!,
    ]);
    const compare = page.getByRole("button", { name: en(words.compareButton, { count: 0 }) });
    await expect(compare).toBeDisabled();
    for (const name of names) {
      await page.getByRole("checkbox", { name: en(words.compareHelper, { name }) }).check();
    }
    await page.getByRole("button", { name: en(words.compareButton, { count: 2 }) }).click();

    // The columns in the order they were ticked.
    const table = page.getByRole("table", { name: words.compareTitle });
    await expect(table.locator("thead").getByRole("columnheader")).toHaveText(names);
    for (const fact of [words.compareAge, words.compareExperience, words.compareVerified]) {
      await expect(table.getByRole("columnheader", { name: fact, exact: true })).toBeVisible();
    }
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // Contact the first column's helper from the comparison: one enquiry, the chat opens.
    await table.getByRole("cell").getByRole("button", { name: "Whatsapp" }).first().click();
    const popup = page.getByRole("dialog", { name: revealMessages.popupTitle });
    await popup.getByRole("button", { name: revealMessages.confirm }).click();
    await expect.poll(opened).toHaveLength(1);

    // Back leads to the list, where the contacted helper carries her badge.
    await page.goBack();
    const card = (name: string) => page.getByTestId("maid-card").filter({ hasText: name });
    await expect(card(names[0]!).getByText(statusLabels.alreadySelected)).toBeVisible();
    await expect(card(names[1]!).getByText(statusLabels.alreadySelected)).toHaveCount(0);

    // Dropping one leaves the other.
    await card(names[1]!)
      .getByRole("button", { name: drop(names[1]!) })
      .click();
    await expect(page.getByTestId("maid-card").getByRole("heading")).toHaveText([names[0]!]);
    await page.reload();
    await expect(page.getByTestId("maid-card").getByRole("heading")).toHaveText([names[0]!]);
  });
});
