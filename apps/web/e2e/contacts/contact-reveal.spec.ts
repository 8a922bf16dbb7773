import * as helper from "@sahayi/contract/i18n/en/helper";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { revealMessages, statusLabels, toastMessages } from "@sahayi/contract/messages";
import {
  buyNewestHelper,
  expect,
  expectContactLinks,
  expectNoSeriousA11yViolations,
  expectNumbersShownAndCopied,
  newestMaids,
  onScreen,
  purchaseByApi,
  recordOpenedLinks,
  smallestPlan,
  subscribeByApi,
  test,
  viewports,
} from "./contact-fixtures.ts";

// Lazily loaded dialogs, a purchase and axe scans: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test.describe(`the contact reveal on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("a visitor logs in and comes back to the same helper", async ({
      page,
      request,
      visitor,
    }) => {
      const [maid] = await newestMaids(request, 1);
      await page.goto(`/maid/${maid!.id}`);
      await page.getByTestId("maid-contact").getByRole("link", { name: "Call Now" }).click();
      await expect(page).toHaveURL("/auth/login");
      await page.getByLabel("Phone No.").fill(visitor.phone);
      await page.getByLabel("Password").fill(visitor.password);
      await page.getByLabel("Password").press("Enter");
      await expect(page).toHaveURL(`/maid/${maid!.id}`);
      await expect(page.getByRole("heading", { level: 1, name: maid!.name })).toBeVisible();
    });

    test("without a plan, Call Now offers the plans", async ({ page, buyer }) => {
      void buyer;
      await page.goto("/search");
      await page.getByTestId("maid-card").first().getByRole("button", { name: "Call Now" }).click();
      await expect(page.getByRole("dialog", { name: "Subscribe to our plans" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: revealMessages.popupTitle })).toHaveCount(0);
    });

    test("confirming spends one enquiry, opens the chat and marks the helper everywhere", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const plan = smallestPlan(plans);
      await subscribeByApi(request, buyer.login, plan);
      const opened = await recordOpenedLinks(page);
      await page.goto("/search");
      const card = page.getByTestId("maid-card").first();
      const name = (await card.getByRole("heading").textContent())!.trim();
      await card.getByRole("button", { name: "Whatsapp" }).click();

      const popup = page.getByRole("dialog", { name: revealMessages.popupTitle });
      await expect(popup).toBeVisible();
      await expect(popup.getByTestId("contacted-count")).toHaveText(
        formatMessage("en", helper.contacted, { count: plan.enquiry, used: 0 }),
      );
      await expect(popup.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
      await expectNoSeriousA11yViolations(page);
      await popup.getByRole("button", { name: revealMessages.confirm }).click();
      await expect(popup).toBeHidden();

      await expect.poll(opened).toHaveLength(1);
      const [[url, target]] = (await opened()) as [[string, string]];
      expect(url).toMatch(/^https:\/\/wa\.me\/91[0-9]{10}\?text=/);
      expect(decodeURIComponent(url.split("?text=")[1]!)).toBe(
        formatMessage("en", helper.whatsappGreeting, { name }),
      );
      expect(target).toBe("_blank");

      // The card now wears the badge and calls directly; no reload happened.
      const bought = page.getByTestId("maid-card").filter({ hasText: name }).first();
      await expect(bought.getByText(statusLabels.alreadySelected, { exact: true })).toBeVisible();
      const chatLink = bought.getByRole("link", { name: "Whatsapp", exact: true });
      await expect(chatLink).toHaveAttribute("href", url);

      // The helper's page, reached without a reload, shows the purchase too.
      await bought.getByRole("link", { name }).first().click();
      await expect(page.getByTestId("selected-ribbon")).toHaveText(statusLabels.alreadySelected);
      await expect(
        page.getByTestId("maid-contact").getByRole("link", { name: "Call Now" }),
      ).toHaveAttribute("href", /^tel:\+91[0-9]{10}$/);

      // One enquiry was spent: the next popup counts it.
      await page.goto("/search");
      const next = page
        .getByTestId("maid-card")
        .filter({ hasNot: page.getByText(statusLabels.alreadySelected, { exact: true }) })
        .first();
      await next.getByRole("button", { name: "Call Now" }).click();
      await expect(popup.getByTestId("contacted-count")).toHaveText(
        formatMessage("en", helper.contacted, { count: plan.enquiry, used: 1 }),
      );
      await popup.getByRole("button", { name: revealMessages.goBack }).click();
      await expect(popup).toBeHidden();
    });

    test("from the helper's page, Call Now dials after confirming", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      await subscribeByApi(request, buyer.login, smallestPlan(plans));
      const opened = await recordOpenedLinks(page);
      const [maid] = await newestMaids(request, 3).then((maids) => maids.slice(2));
      await page.goto(`/maid/${maid!.id}`);
      await page.getByTestId("maid-contact").getByRole("button", { name: "Call Now" }).click();
      const popup = page.getByRole("dialog", { name: revealMessages.popupTitle });
      await popup.getByRole("button", { name: revealMessages.confirm }).click();
      await expect(popup).toBeHidden();
      await expect.poll(opened).toEqual([[expect.stringMatching(/^tel:\+91[0-9]{10}$/), "_self"]]);
      await expect(page.getByTestId("selected-ribbon")).toHaveText(statusLabels.alreadySelected);
      const [[tel]] = (await opened()) as [[string, string]];
      await expect(
        page.getByTestId("maid-contact").getByRole("link", { name: "Call Now" }),
      ).toHaveAttribute("href", tel);
      // Paid for: the number is written out too, for a desktop that cannot dial.
      const digits = tel.slice("tel:+91".length);
      await expect(page.getByTestId("revealed-numbers")).toContainText(
        `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      );
    });

    test("an already purchased helper's buttons call and chat directly", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const { maid, numbers } = await buyNewestHelper(request, buyer.login, plans);
      await page.goto(`/maid/${maid.id}`);
      await expectContactLinks(page.getByTestId("maid-contact"), numbers);
      await expectNumbersShownAndCopied(page, page.locator("main"), numbers);
      await page.goto("/");
      const card = page.getByTestId("maid-card").filter({ hasText: maid.name }).first();
      await expect(card.getByText(statusLabels.alreadySelected, { exact: true })).toBeVisible();
      await expectContactLinks(card, numbers);
    });

    test("with every enquiry used, the limit view offers an upgrade", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const plan = smallestPlan(plans);
      await subscribeByApi(request, buyer.login, plan);
      const maids = await newestMaids(request, plan.enquiry + 1);
      for (const maid of maids.slice(0, plan.enquiry)) {
        await purchaseByApi(request, buyer.login, maid.id);
      }
      const last = maids[plan.enquiry]!;
      await page.goto(`/maid/${last.id}`);
      await page.getByTestId("maid-contact").getByRole("button", { name: "Whatsapp" }).click();
      const popup = page.getByRole("dialog", { name: toastMessages.limitReachedTitle });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(
        formatMessage("en", helper.limitReachedBody, { count: plan.enquiry }),
      );
      await expectNoSeriousA11yViolations(page);
      await popup.getByRole("button", { name: revealMessages.goBack }).click();
      await expect(popup).toBeHidden();
      await page.getByTestId("maid-contact").getByRole("button", { name: "Call Now" }).click();
      await popup.getByRole("link", { name: revealMessages.upgrade }).click();
      await expect(page).toHaveURL("/subscriptions");
      await expect(popup).toBeHidden();
    });
  });
}
