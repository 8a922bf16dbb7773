import { adminMessages, adminUserMessages } from "@sahayi/contract/admin/messages";
import { accountsPaths, contentPaths } from "@sahayi/contract/paths";
import { E2E_ADMIN } from "../../../../playwright.config.ts";
import {
  createAccount,
  loginByApi,
  profileDetails,
  uniquePhone,
} from "../accounts/accounts-api.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";

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

test("at 360 px: payments filtered by status, and a contact message read in full", async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const text = `Looking for a home nurse in Thrissur, ${phone}. Weekdays only, please call.`;
  const sent = await request.post(contentPaths.contactForm, {
    data: { name: "Latha Nair", mobile_number: phone, email: "latha@example.com", message: text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page);
  await page.goto("/admin/payments");
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
  await page.getByLabel("Status").selectOption("paid");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: /Messages \d+ unread/ })).toBeVisible();
  await nav.getByRole("link", { name: /Messages/ }).click();
  await page.getByLabel("Search name, phone, e-mail or text").fill(phone);
  await page.getByRole("link", { name: "Latha Nair" }).click();
  await expect(page.getByText(text)).toBeVisible();
  // Opening it marks it read.
  await expect(page.getByRole("button", { name: "Mark unread" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("at 360 px: the Users and Messages tables scroll inside their own box, the page does not", async ({
  page,
  request,
}) => {
  // A user and a message with a long e-mail: rows as wide as they get.
  await createAccount(request);
  const sent = await request.post(contentPaths.contactForm, {
    data: {
      name: "Meenakshi Narayanan Pillai",
      mobile_number: uniquePhone(),
      email: `meenakshi.narayanan.pillai.${uniquePhone()}@example.com`,
      message: "Please call me about a home nurse for my mother in Thrissur.",
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page);
  for (const [path, heading] of [
    ["/admin/users", "Users"],
    ["/admin/messages", "Messages"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The table's own box ends at the screen's edge and scrolls sideways to show the rest.
    const box = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      const { right } = scroller.getBoundingClientRect();
      return { right, overflowX: getComputedStyle(scroller).overflowX };
    });
    expect(box.right, heading).toBeLessThanOrEqual(360);
    expect(box.overflowX, heading).toBe("auto");
  }
});
