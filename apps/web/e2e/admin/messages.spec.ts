import { createAccount, loginByApi } from "../accounts/accounts-api.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { buyPlanByApi } from "../payments/payment-fixtures.ts";
import { adminNav, loginAsAdmin } from "./admin-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("an admin sees the receipts sent to a user, and their state", async ({
  page,
  request,
  homepage,
}) => {
  const account = await createAccount(request);
  const plan = homepage.pricing[0]!;
  await buyPlanByApi(request, await loginByApi(request, account), plan.id);

  await loginAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page, "Users").click();
  await page.getByLabel("Search by name or phone").fill(account.phone);
  await page.getByRole("link", { name: account.name }).click();
  await expect(page.getByRole("heading", { name: account.name, level: 1 })).toBeVisible();

  const messages = page.getByRole("list", { name: "Messages sent" });
  await expect(messages.getByRole("listitem")).toHaveCount(2);
  // The worker delivers them within seconds; the page shows the state it read.
  await expect(async () => {
    await page.reload();
    await expect(messages.getByRole("listitem").filter({ hasText: "Sent" })).toHaveCount(2, {
      timeout: 3000,
    });
  }).toPass({ timeout: 45_000 });
  await expect(messages).toContainText(`Receipt by SMS · ${account.phone}`);
  await expect(messages).toContainText(`Receipt by e-mail · ${account.email}`);
  await expect(messages.getByRole("button", { name: /^Send again/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
