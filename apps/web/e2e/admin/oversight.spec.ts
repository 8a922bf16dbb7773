import { createAccount, loginByApi } from "../accounts/accounts-api.ts";
import { newestMaids, purchaseByApi, smallestPlan } from "../contacts/contact-fixtures.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { buyPlanByApi } from "../payments/payment-fixtures.ts";
import { adminNav, loginAsAdmin } from "./admin-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("an admin reads the dashboard, accepts a contact report, and finds it in the audit log and the reveal log", async ({
  page,
  request,
  homepage,
}) => {
  // A household buys a plan, reveals a helper and reports the contact dead.
  const account = await createAccount(request);
  const login = await loginByApi(request, account);
  await buyPlanByApi(request, login, smallestPlan(homepage.pricing).id);
  const [maid] = await newestMaids(request, 1);
  await purchaseByApi(request, login, maid!.id);
  const reported = await request.post("/api/user/contact-report", {
    headers: { Authorization: `Bearer ${login.access_token}` },
    data: { maid_id: maid!.id, reason: "wrong_number" },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const waiting = page
    .getByRole("definition")
    .filter({ has: page.getByRole("link") })
    .nth(1);
  await expect(waiting).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole("table", { name: "Contact reveals per day" })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await adminNav(page, "Contact reports").click();
  const accept = page.getByRole("button", {
    name: `Accept the report on ${maid!.name} by ${account.name}`,
  });
  // Accepting gives an enquiry back: it asks first, and Cancel leaves the report waiting.
  await accept.click();
  const confirm = page.getByRole("dialog", { name: "Accept this report?" });
  await expect(confirm).toContainText(`${account.name} gets the enquiry back`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(accept).toBeVisible();
  await accept.click();
  await confirm.getByRole("button", { name: "Accept report" }).click();
  await expect(
    page.getByText("Report accepted; the enquiry went back to the household."),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Accept the report on ${maid!.name} by ${account.name}` }),
  ).toHaveCount(0);

  await adminNav(page, "Audit log").click();
  await page.getByLabel(/Kind of thing/).fill("contact_report");
  await expect(page.getByRole("cell", { name: "accept-report" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/helpers/${maid!.id}`);
  const reveals = page.getByRole("region", { name: "Contact reveals" });
  await expect(reveals.getByText(account.name)).toBeVisible();
});

test("the dashboard fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByText("Revenue this month")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
