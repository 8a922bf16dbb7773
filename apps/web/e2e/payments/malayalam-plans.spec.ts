import type { PricingPlan } from "@sahayi/contract";
import { DEFAULT_PLAN_SUBTITLE, DEFAULT_PLAN_TYPE } from "@sahayi/contract/constants";
import * as plans from "@sahayi/contract/i18n/en/plans";
import * as registration from "@sahayi/contract/i18n/en/registration";
import * as search from "@sahayi/contract/i18n/en/search";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";
import { formatMessage, type Message } from "@sahayi/contract/i18n/translate";
import { paymentMessages, toastMessages } from "@sahayi/contract/messages";
import { describePrice } from "@sahayi/contract/money";
import { profileDetails } from "../accounts/accounts-api.ts";
import { clippedBoxes, ml } from "../shell/malayalam-checks.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  pickPlan,
  test,
} from "./payment-fixtures.ts";

// Several pages, a checkout and axe scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A Malayalam message with its parameters, as the page writes it (plurals too). */
const mlWith = (english: Message, params: Record<string, string | number>) =>
  formatMessage("ml", malayalamMessages.get(english) ?? english, params);

/** The API's default type and slogan in Malayalam; an admin's own words as typed. */
const shown = (text: string) =>
  text === DEFAULT_PLAN_TYPE || text === DEFAULT_PLAN_SUBTITLE ? ml(text) : text;

/** A day as Malayalam pages write dates: the day in India. */
const day = (at: Date) =>
  new Intl.DateTimeFormat("ml-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(at);

const endOf = (plan: PricingPlan) => day(new Date(Date.now() + plan.tenure * 24 * 60 * 60 * 1000));

test.describe("the plans and a payment in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the plans, a plan's details, the sandbox checkout and the success page, all in Malayalam", async ({
    page,
    request,
    buyer,
    plans: offered,
  }) => {
    const plan = pickPlan(offered);
    const price = describePrice(plan.price);

    await page.goto("/ml/subscriptions");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(plans.subscriptionPlans));
    await expect(page.getByText(ml(plans.subscriptionsIntro))).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(offered.length);
    const card = page.getByRole("article", { name: plan.title });
    await expect(card.getByText(price.total, { exact: true })).toBeVisible();
    await expect(card).toContainText(mlWith(plans.perDays, { days: String(plan.tenure) }));
    await expect(card).toContainText(
      mlWith(plans.priceSentence, { breakdown: price.breakdown, total: price.total }),
    );
    await expect(
      card.getByRole("list", { name: ml(plans.features) }).getByRole("listitem"),
    ).toHaveText([
      mlWith(plans.accessNumbers, { enquiries: String(plan.enquiry) }),
      mlWith(plans.accessDays, { days: String(plan.tenure) }),
    ]);
    await expect(card).toContainText(shown(plan.plan_type));
    await expect(card).toContainText(shown(plan.subtitle));
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await card
      .getByRole("link", { name: mlWith(plans.planDetailsOf, { title: plan.title }) })
      .click();
    await expect(page).toHaveURL(`/ml/plan-details/${plan.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(plans.planDetails));
    const summary = page.getByRole("region", { name: ml(registration.paymentSummary) });
    const rows = [
      [ml(plans.subscriptionPrice), price.taxable],
      [price.cgstLabel, price.cgst],
      [price.sgstLabel, price.sgst],
      [ml(registration.totalAmount), price.total],
    ] as const;
    for (const [label, value] of rows) {
      await expect(summary.getByText(label, { exact: true }).locator("+ dd")).toHaveText(value);
    }
    await expect(summary.getByRole("link", { name: ml(plans.changePlan) })).toHaveAttribute(
      "href",
      "/ml/subscriptions",
    );
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: ml(search.buyNow) }).click();
    const dialog = page.getByRole("dialog", { name: ml(plans.checkout) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(ml(plans.sandboxNote))).toBeVisible();
    for (const label of [plans.paying, plans.paidFor, registration.amount, plans.order]) {
      await expect(dialog.getByText(ml(label), { exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText(price.total);
    await expect(dialog).toContainText(plan.title);
    await expect(dialog.getByRole("button", { name: ml(plans.dismiss) })).toBeVisible();
    await expect(dialog.getByRole("button", { name: ml(plans.fail), exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: ml(plans.pay), exact: true }).click();

    await expect(page).toHaveURL("/ml/renewal-success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(plans.paymentSuccessful));
    await expect(page.getByText(ml(toastMessages.paymentSuccess))).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(plan.title, { exact: true })).toBeVisible();
    await expect(
      main.getByText(
        mlWith(plans.enquiriesUntil, {
          count: plan.enquiry,
          enquiries: String(plan.enquiry),
          date: endOf(plan),
        }),
        { exact: true },
      ),
    ).toBeVisible();
    const details = await profileDetails(request, buyer.login.access_token);
    expect(details.user.is_active_plan).toBe(true);
    expect(details.user.user_total_enquiry).toBe(plan.enquiry);
    const [paid] = details.transactions.filter((payment) => payment.purpose === "plan");
    await expect(
      main.getByText(
        mlWith(plans.paidOn, { date: day(new Date()), invoice: String(paid?.invoice_number) }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(main.getByText(ml(plans.planActive))).toBeVisible();
    await expect(main.getByRole("button", { name: ml(plans.downloadInvoice) })).toBeVisible();
    await expect(main.getByRole("link", { name: ml(plans.findMaids) })).toHaveAttribute(
      "href",
      "/ml/search",
    );
    await expect(main.getByRole("link", { name: ml(registration.backToHome) })).toHaveAttribute(
      "href",
      // The router writes its basename for the home page.
      "/ml",
    );
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("a declined payment ends on the Malayalam failure page with its reason", async ({
    page,
    buyer,
    plans: offered,
  }) => {
    expect(buyer.account).toBeDefined();
    const plan = pickPlan(offered);
    await page.goto(`/ml/plan-details/${plan.id}`);
    await page.getByRole("button", { name: ml(search.buyNow) }).click();
    await page
      .getByRole("dialog", { name: ml(plans.checkout) })
      .getByRole("button", { name: ml(plans.fail), exact: true })
      .click();
    await expect(page).toHaveURL("/ml/payment-failed");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(plans.paymentFailed));
    await expect(page.getByText(ml(toastMessages.planPurchaseFailed))).toBeVisible();
    await expect(page.getByText(ml(paymentMessages.sandboxDeclined))).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: ml(plans.retry) }).click();
    await expect(page).toHaveURL(`/ml/plan-details/${plan.id}`);
  });
});
