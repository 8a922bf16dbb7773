import type { ContentPage } from "@sahayi/contract";
import { contentPaths } from "@sahayi/contract/paths";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";

const phoneDigits = (number: string) => number.replace(/\D/g, "");

test.describe("policy pages on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Cancellation and Refund says the spec's words, that GST is added, and its date", async ({
    page,
  }) => {
    await page.goto("/cancellation-and-refund");
    await expect(
      page.getByRole("heading", { level: 1, name: "Cancellation and Refund" }),
    ).toBeVisible();
    const text = page.getByRole("article");
    await expect(
      text.getByText("No cancellations & Refunds are entertained", { exact: true }),
    ).toBeVisible();
    await expect(text).toContainText("checkout adds CGST and SGST at 9 % each (18 % GST)");
    await expect(text.getByText("Last updated on Nov 26 2026")).toBeVisible();
    await expect(text.locator("time")).toHaveAttribute("datetime", "2026-11-25T18:30:00.000Z");
  });

  test("Shipping and Delivery says the spec's words", async ({ page }) => {
    await page.goto("/shipping-and-delivery");
    await expect(
      page.getByRole("heading", { level: 1, name: "Shipping and Delivery" }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .getByText("Shipping is not applicable for business.", { exact: true }),
    ).toBeVisible();
  });

  test("Terms and Conditions explain the marketplace in sections, with working links", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    await expect(
      page.getByRole("heading", { level: 1, name: "Terms and Conditions" }),
    ).toBeVisible();
    const text = page.getByRole("article");
    for (const section of [
      "1. What Sahayi is",
      "3. Households: plans and enquiries",
      "9. Law and disputes",
    ]) {
      await expect(text.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(text).toContainText("not an employer and not a placement agency");
    // What checkout does: the price shown has GST added, it does not include it.
    await expect(text).toContainText("GST is added to the price at checkout");
    await expect(text).not.toContainText("Prices include");
    // A link to another page of the site moves within the app, without loading it again.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await text.getByRole("link", { name: "Cancellation and Refund" }).click();
    await expect(page).toHaveURL(/\/cancellation-and-refund$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.getByText("No cancellations & Refunds are entertained")).toBeVisible();
  });

  test("Privacy Policy says who sees a helper's number and names the grievance officer from the settings", async ({
    page,
    homepage,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const text = page.getByRole("article");
    await expect(text).toContainText("Digital Personal Data Protection Act, 2023");
    await expect(text.getByRole("heading", { level: 2, name: "3. Who sees what" })).toBeVisible();
    await expect(text).toContainText(
      "households who have spent an enquiry from their plan on that helper",
    );
    await expect(
      text.getByRole("heading", { level: 2, name: "6. Grievance Officer" }),
    ).toBeVisible();
    const { settings } = homepage;
    await expect(text).toContainText(settings.address);
    const digits = phoneDigits(settings.whatsapp_number);
    await expect(text).toContainText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    await expect(text.getByRole("link", { name: settings.email })).toHaveAttribute(
      "href",
      `mailto:${settings.email}`,
    );
    await expect(text).not.toContainText("{{");
    await expectNoSeriousA11yViolations(page);
  });

  test("shows what the server sent, and nothing it could not have", async ({ page, request }) => {
    const answer = await request.get(contentPaths.contentPageOf("terms-and-conditions"));
    const served = (await answer.json()) as ContentPage;
    await page.goto("/terms-and-conditions");
    const text = page.getByTestId("policy-text");
    await expect(text.getByRole("heading", { level: 2 }).first()).toBeVisible();
    const html = await text.innerHTML();
    expect(html).toBe(served.html);
    expect(await page.getByRole("article").locator("script, iframe, img, [style]").count()).toBe(0);
  });
});

test.describe("policy pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ["/privacy-policy", "/terms-and-conditions"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole("article").getByRole("heading", { level: 2 }).first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      const size = await page
        .getByTestId("policy-text")
        .locator("p")
        .first()
        .evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize));
      expect(size).toBeGreaterThanOrEqual(16);
    });
  }
});
