import type { Page } from "@playwright/test";
import type { PricingPlan } from "@sahayi/contract";
import { paymentMessages, toastMessages } from "@sahayi/contract/messages";
import { formatRupees, paiseToRupees, withTaxes } from "@sahayi/contract/money";
import { profileDetails } from "../accounts/accounts-api.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  onScreen,
  pickPlan,
  test,
  viewports,
} from "./payment-fixtures.ts";

// Each test walks several pages, a checkout and axe scans; on a busy 2-core machine that is
// more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Today as the pages write dates: the day in India. */
const today = () =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());

/** The Payment Summary's four figures, worked out from the plan's price in paise. */
function expectedSummary(plan: PricingPlan) {
  const taxed = withTaxes(Math.round(plan.price * 100));
  return [
    ["Subscription price", formatRupees(paiseToRupees(taxed.amountPaise))],
    ["CGST 9 %", formatRupees(paiseToRupees(taxed.cgstPaise))],
    ["SGST 9 %", formatRupees(paiseToRupees(taxed.sgstPaise))],
    ["Total Amount", formatRupees(paiseToRupees(taxed.totalPaise))],
  ] as const;
}

/** The day a plan bought today ends, as the pages write dates. */
const endOf = (plan: PricingPlan) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(Date.now() + plan.tenure * 24 * 60 * 60 * 1000));

async function openCheckout(page: Page, plan: PricingPlan) {
  await page.goto(`/plan-details/${plan.id}`);
  const buy = page.getByRole("button", { name: "Buy now" });
  await buy.click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await expect(dialog).toBeVisible();
  const total = formatRupees(paiseToRupees(withTaxes(Math.round(plan.price * 100)).totalPaise));
  await expect(dialog).toContainText(total);
  return dialog;
}

for (const viewport of viewports) {
  test.describe(`buying a plan on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("from the plans through the sandbox checkout to Payment successful, the invoice and the profile", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const plan = pickPlan(plans);
      await page.goto("/subscriptions");
      await expect(
        page.getByRole("heading", { level: 1, name: "Subscription Plans" }),
      ).toBeVisible();
      const card = page.getByRole("article", { name: plan.title });
      // The price checkout charges, with the plan's price and the GST beside it.
      const total = formatRupees(paiseToRupees(withTaxes(Math.round(plan.price * 100)).totalPaise));
      await expect(card.getByText(total, { exact: true })).toBeVisible();
      await expect(card).toContainText(`${formatRupees(plan.price)} + 18 % GST = ${total}`);
      await expect(card).toContainText(`${plan.tenure} days`);
      await expect(card).toContainText(`Access ${plan.enquiry} numbers`);
      await expect(card).toContainText(`Access available for ${plan.tenure} days`);
      await expect(card).toContainText(plan.plan_type);
      await expect(card).toContainText(plan.subtitle);
      await expect(page.getByRole("article")).toHaveCount(plans.length);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await card.getByRole("link", { name: /^Plan Details/ }).click();
      await expect(page).toHaveURL(`/plan-details/${plan.id}`);
      const summary = page.getByRole("region", { name: "Payment Summary" });
      for (const [label, value] of expectedSummary(plan)) {
        await expect(summary.getByText(label, { exact: true })).toBeVisible();
        await expect(summary.getByText(label, { exact: true }).locator("+ dd")).toHaveText(value);
      }
      await expectNoSidewaysScroll(page);

      const buy = page.getByRole("button", { name: "Buy now" });
      await buy.click();
      // While the order is made and the checkout is open, the button cannot be pressed again.
      // (The open dialog hides the rest of the page from assistive technology, hence includeHidden.)
      await expect(
        page.getByRole("button", { name: "Processing...", includeHidden: true }),
      ).toBeDisabled();
      const dialog = page.getByRole("dialog", { name: "Checkout" });
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      // The focus stays in the checkout: tabbing past the last button comes back to the first.
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await dialog.getByRole("button", { name: "Pay", exact: true }).click();
      // The toast lasts four seconds, so it is looked for before the slower checks below.
      await expect(page.getByText(toastMessages.paymentSuccess)).toBeVisible();

      await expect(page).toHaveURL("/renewal-success");
      // A first purchase: no "renewal", and the plan, its enquiries, its end and its invoice.
      await expect(
        page.getByRole("heading", { level: 1, name: "Payment successful" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByText(plan.title, { exact: true })).toBeVisible();
      await expect(
        main.getByText(`${plan.enquiry} enquiries, valid until ${endOf(plan)}`),
      ).toBeVisible();
      await expect(main.getByText(new RegExp(`^Paid on ${today()} · Invoice SAH/`))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      const downloading = page.waitForEvent("download");
      await main.getByRole("button", { name: "Download invoice" }).click();
      expect((await downloading).suggestedFilename()).toMatch(
        /^invoice-SAH-\d{2}-\d{2}-\d{6}\.pdf$/,
      );

      const details = await profileDetails(request, buyer.login.access_token);
      expect(details.user.is_active_plan).toBe(true);
      expect(details.user.user_total_enquiry).toBe(plan.enquiry);

      // To the profile inside the app, so it shows what the cache holds after the purchase.
      if (viewport.mobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("dialog", { name: "Menu" })
          .getByRole("link", { name: "Profile", exact: true })
          .click();
      } else {
        const banner = page.getByRole("banner");
        await banner.getByRole("button", { name: "My account" }).click();
        await banner.getByRole("link", { name: "Profile", exact: true }).click();
      }
      const panel = page.getByRole("complementary", { name: "Account" });
      await expect(panel).toContainText(`${plan.enquiry} of ${plan.enquiry}`);
      await expect(page.getByRole("region", { name: "Subscription expired" })).toHaveCount(0);

      // A second purchase of a plan is a renewal.
      await page.goto(`/plan-details/${plan.id}`);
      await page.getByRole("button", { name: "Buy now" }).click();
      await page
        .getByRole("dialog", { name: "Checkout" })
        .getByRole("button", { name: "Pay", exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Plan renewed" })).toBeVisible();
      await expect(page.getByRole("main").getByText(plan.title, { exact: true })).toBeVisible();
    });

    test("a declined payment ends on Payment Failed and grants nothing; Retry goes back", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const plan = pickPlan(plans);
      const dialog = await openCheckout(page, plan);
      await dialog.getByRole("button", { name: "Fail", exact: true }).click();
      await expect(page).toHaveURL("/payment-failed");
      await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
      await expect(page.getByText(toastMessages.planPurchaseFailed)).toBeVisible();
      await expect(page.getByText(paymentMessages.sandboxDeclined)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      const details = await profileDetails(request, buyer.login.access_token);
      expect(details.user.is_active_plan).toBe(false);
      expect(details.user_subscription).toEqual([]);

      await page.getByRole("button", { name: "Retry" }).click();
      await expect(page).toHaveURL(`/plan-details/${plan.id}`);
      await expect(page.getByRole("button", { name: "Buy now" })).toBeEnabled();
    });
  });
}

test.describe("leaving the checkout", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Escape and Dismiss close it as a cancelled payment; Back to Home leads home", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    const plan = pickPlan(plans);
    let dialog = await openCheckout(page, plan);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/payment-failed");
    await expect(page.getByText(toastMessages.paymentCancelled)).toBeVisible();

    dialog = await openCheckout(page, plan);
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await expect(page).toHaveURL("/payment-failed");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");

    const details = await profileDetails(request, buyer.login.access_token);
    expect(details.user.is_active_plan).toBe(false);
    expect(details.transactions).toEqual([]);
  });

  test("leaving the page closes the checkout and pays nothing", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    const plan = pickPlan(plans);
    await page.goto("/subscriptions");
    await page
      .getByRole("article", { name: plan.title })
      .getByRole("link", { name: /^Plan Details/ })
      .click();
    await page.getByRole("button", { name: "Buy now" }).click();
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/subscriptions");
    await expect(dialog).toBeHidden();
    // The abandoned checkout does not send the person anywhere after they left.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL("/subscriptions");
    const details = await profileDetails(request, buyer.login.access_token);
    expect(details.transactions).toEqual([]);
  });
});

test.describe("a visitor's Buy now", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("leads to login and back to the plan, where the purchase goes through", async ({
    page,
    visitor,
    plans,
  }) => {
    const plan = pickPlan(plans);
    await page.goto(`/plan-details/${plan.id}`);
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel("Phone No.").fill(visitor.phone);
    await page.getByLabel("Password").fill(visitor.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`/plan-details/${plan.id}`);

    await page.getByRole("button", { name: "Buy now" }).click();
    await page
      .getByRole("dialog", { name: "Checkout" })
      .getByRole("button", { name: "Pay", exact: true })
      .click();
    await expect(page).toHaveURL("/renewal-success");
  });
});

test.describe("plans that are not there", () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test("an unknown plan shows No Plan Details Available and Change Plan", async ({ page }) => {
    await page.goto("/plan-details/987654");
    await expect(page.getByText("No Plan Details Available")).toBeVisible();
    await page.getByRole("link", { name: "Change Plan" }).click();
    await expect(page).toHaveURL("/subscriptions");
  });
});
