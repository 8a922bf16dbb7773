import { readFile } from "node:fs/promises";
import { EXPIRED_BANNER_RESHOW_MS } from "@sahayi/contract/constants";
import { formatRupees, paiseToRupees, withTaxes } from "@sahayi/contract/money";
import { pdfText } from "@sahayi/test-pdf";
import {
  buyPlanByApi,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  onScreen,
  pickPlan,
  test,
  viewports,
} from "./payment-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

for (const viewport of viewports) {
  test.describe(`payments in the profile on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("Payment Details list the GST figures and download the invoice as a PDF", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const plan = pickPlan(plans);
      await buyPlanByApi(request, buyer.login, plan.id);
      const taxed = withTaxes(Math.round(plan.price * 100));

      await page.goto("/profile/transaction-details");
      await expect(page.getByRole("heading", { level: 2, name: "Payment Details" })).toBeVisible();
      const payments = page.getByRole("list", { name: "Payments" }).getByRole("listitem");
      await expect(payments).toHaveCount(1);
      const payment = payments.first();
      // Titled with the plan's name, its slogan under it.
      await expect(payment.getByText(plan.title, { exact: true })).toBeVisible();
      await expect(payment.getByText(plan.subtitle, { exact: true })).toBeVisible();
      const titleBox = (await payment.getByText(plan.title, { exact: true }).boundingBox())!;
      const sloganBox = (await payment.getByText(plan.subtitle, { exact: true }).boundingBox())!;
      expect(sloganBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
      const subscription = page
        .getByRole("complementary", { name: "Account" })
        .getByRole("listitem")
        .filter({ hasText: plan.title });
      await expect(subscription.getByText(plan.title, { exact: true })).toBeVisible();
      await expect(subscription.getByText(plan.subtitle, { exact: true })).toBeVisible();
      for (const [label, paise] of [
        ["Amount", taxed.amountPaise],
        ["CGST 9 %", taxed.cgstPaise],
        ["SGST 9 %", taxed.sgstPaise],
        ["Total", taxed.totalPaise],
      ] as const) {
        await expect(payment.getByText(label, { exact: true }).locator("+ dd")).toHaveText(
          rupees(paise),
        );
      }
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      const downloading = page.waitForEvent("download");
      await payment.getByRole("button", { name: "Download invoice" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // The total in figures, as the invoice writes it (its fonts may lack the rupee sign).
      const total = rupees(taxed.totalPaise).replace("₹", "");
      expect(pdfText(pdf)).toContain(total);
    });
  });
}

test.describe("the expired banner", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows when the plan has run out, hides for 5 s on close, and Renew leads to the plans", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    await buyPlanByApi(request, buyer.login, pickPlan(plans).id);
    await page.goto("/profile");
    const panel = page.getByRole("complementary", { name: "Account" });
    await expect(panel.getByText("Subscription Details")).toBeVisible();
    const banner = page.getByRole("region", { name: "Subscription expired" });
    await expect(banner).toHaveCount(0);

    const expired = await request.post("/api/dev/expire-subscriptions", {
      data: { mobile_number: buyer.account.phone },
    });
    expect(expired.ok(), await expired.text()).toBe(true);
    await page.reload();
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Timed by the page's own clock from the click itself: the test's clock reads it only once
    // Playwright's click has returned, which on busy cores is a good while later.
    const close = banner.getByRole("button", { name: "Close" });
    await close.evaluate((button) =>
      button.addEventListener(
        "click",
        () => sessionStorage.setItem("closedAt", `${performance.now()}`),
        {
          once: true,
        },
      ),
    );
    await close.click();
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: EXPIRED_BANNER_RESHOW_MS + 5_000 });
    const hiddenFor = await page.evaluate(
      () => performance.now() - Number(sessionStorage.getItem("closedAt")),
    );
    expect(hiddenFor).toBeGreaterThanOrEqual(EXPIRED_BANNER_RESHOW_MS);

    await banner.getByRole("link", { name: "Renew" }).click();
    await expect(page).toHaveURL("/subscriptions");
  });
});
