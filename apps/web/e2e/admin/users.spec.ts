import { adminMessages, adminUserMessages } from "@sahayi/contract/admin-messages";
import { accountsPaths } from "@sahayi/contract/paths";
import { E2E_ADMIN } from "../../../../playwright.config.ts";
import { createAccount, loginByApi, profileDetails } from "../accounts/accounts-api.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";

/** Logs in through the login page as the admin the server made from ADMIN_PHONE at start. */
async function loginAsAdmin(page: import("@playwright/test").Page) {
  await page.goto("/auth/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Phone No.").fill(E2E_ADMIN.phone);
  await form.getByLabel("Password").fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test("an admin grants a user enquiries, then disables the account", async ({ page, request }) => {
  const account = await createAccount(request);
  const before = await profileDetails(request, (await loginByApi(request, account)).access_token);
  expect(before.user.user_remaining_enquiry).toBe(0);

  await loginAsAdmin(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Users" })
    .click();
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.getByLabel("Search by name or phone").fill(account.phone);
  await page.getByRole("link", { name: account.name }).click();
  await expect(page.getByRole("heading", { name: account.name, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const grant = page.getByRole("form", { name: "Grant enquiries" });
  await grant.getByRole("button", { name: "Grant" }).click();
  // The contract's schema checks the form before anything is sent.
  await expect(grant.getByText(adminMessages.reasonRequired)).toBeVisible();
  await grant.getByLabel("Enquiries").fill("3");
  await grant.getByLabel("Reason").fill("Welcome gift");
  await grant.getByRole("button", { name: "Grant" }).click();
  await expect(page.getByText(adminUserMessages.granted(3))).toBeVisible();
  await expect(page.getByText("3 left of 3")).toBeVisible();
  const after = await profileDetails(request, (await loginByApi(request, account)).access_token);
  expect(after.user.user_remaining_enquiry).toBe(3);

  const disable = page.getByRole("form", { name: "Disable account" });
  await disable.getByLabel("Reason").fill("Asked to close the account");
  await disable.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByText(adminUserMessages.disabled)).toBeVisible();
  await expect(page.getByRole("form", { name: "Enable account" })).toBeVisible();
  const refused = await request.post(accountsPaths.login, {
    data: { mobile_number: account.phone, password: account.password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(adminMessages.accountDisabled);
});
