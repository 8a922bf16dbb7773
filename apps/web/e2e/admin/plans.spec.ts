import type { APIRequestContext } from "@playwright/test";
import type { AdminPlan } from "@sahayi/contract/admin/catalogue";
import { adminCataloguePaths } from "@sahayi/contract/admin/catalogue";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { describePrice, formatRupees } from "@sahayi/contract/money";
import { E2E_ADMIN } from "../../../../playwright.config.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { loginAsAdmin } from "./admin-fixtures.ts";

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/login", {
    data: { mobile_number: E2E_ADMIN.phone, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access_token}` };
}

test("an admin edits a plan's price and title, and /subscriptions shows them", async ({
  page,
  request,
}) => {
  // A plan of the test's own, off sale until the admin turns it on, so the other specs'
  // plans keep their titles and prices.
  const headers = await adminHeaders(request);
  const created = await request.post(adminCataloguePaths.plans, {
    headers,
    data: {
      name: `E2E ${Date.now()}`,
      title: "E2E Plan",
      price: 111,
      enquiries: 4,
      tenure_days: 20,
      active: false,
    },
  });
  expect(created.status()).toBe(200);
  const plan = (await created.json()) as AdminPlan;

  try {
    await loginAsAdmin(page);
    await page.goto("/admin/catalogue/plans");
    await expect(page.getByRole("heading", { name: "Plans" })).toBeVisible();
    await page.getByLabel("Search by name or title").fill(plan.name);
    await page.getByRole("link", { name: plan.name }).click();
    await expect(page.getByRole("heading", { name: `Edit plan: ${plan.name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const title = "Household Saver";
    const price = 1499.5;
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    const priceField = page.getByLabel("Price (₹, before taxes)");
    await priceField.fill(String(price));
    // The form says what buyers will pay for it, GST added, as the cards will.
    await expect(priceField).toHaveAccessibleDescription(
      `Buyers pay ${describePrice(price).sentence}. New orders pay this; orders already made keep their amount.`,
    );
    await page.getByLabel("On sale (active)").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(adminMessages.planSaved)).toBeVisible();

    await page.goto("/subscriptions");
    const card = page.getByRole("article", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(describePrice(price).total, { exact: true })).toBeVisible();
    await expect(card).toContainText(
      `${formatRupees(price)} + 18 % GST = ${describePrice(price).total}`,
    );
  } finally {
    const current = await request.get(adminCataloguePaths.planOf(plan.id), { headers });
    const { id: _id, kind: _kind, badge_url: _url, ...form } = (await current.json()) as AdminPlan;
    await request.put(adminCataloguePaths.planOf(plan.id), {
      headers,
      data: { ...form, active: false },
    });
  }
});
