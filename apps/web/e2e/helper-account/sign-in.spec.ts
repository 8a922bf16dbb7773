import { helperAccountMessages } from "@sahayi/contract";
import { uniquePhone } from "../accounts/accounts-api.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  phone360,
  registeredHelper,
  signInWithCode,
  test,
} from "./helper-fixtures.ts";

// A registration with its payment, a code by SMS and an axe scan: more than 30 s on a busy
// machine.
test.describe.configure({ timeout: 120_000 });
test.use(phone360);

test("a helper under review signs in and is told so, with nothing to pause", async ({ page }) => {
  const helper = await registeredHelper(page.request, { listed: false });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "For helpers" })
    .click();
  await expect(page).toHaveURL("/helper/login");
  await signInWithCode(page, helper.phone);
  await expect(page).toHaveURL("/helper");
  const status = page.getByTestId("helper-status");
  await expect(status).toHaveAttribute("data-status", "pending");
  await expect(status).toHaveText(
    "Your registration is under review. We will tell you by SMS once our team has checked it.",
  );
  await expect(page.getByRole("button", { name: "Pause my listing" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See my page as households see it" })).toHaveCount(0);
  await expect(page.getByTestId("helper-activity")).toContainText("Your number was opened 0 times");
});

test.describe("a phone no registration uses", () => {
  // The sign-in's 404, which the browser reports as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("is told so after its code, with the way to register, and keeps the number", async ({
    page,
  }) => {
    const phone = uniquePhone();
    await page.goto("/helper/login");
    await expectNoSeriousA11yViolations(page);
    await signInWithCode(page, phone);
    const alert = page.getByRole("alert").filter({ hasText: helperAccountMessages.notRegistered });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("heading", { name: "Phone number" })).toBeFocused();
    await expect(page.getByLabel("Phone No.")).toHaveValue(phone);
    await alert.getByRole("link", { name: "Register as Maid" }).click();
    await expect(page).toHaveURL("/register-maid");
  });
});

test("her pages are in Malayalam under /ml", async ({ page }) => {
  await page.goto("/ml/helper");
  await expect(page).toHaveURL("/ml/helper/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expect(page.getByRole("heading", { level: 1, name: "സഹായിയുടെ ലോഗിൻ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "OTP അയയ്ക്കുക" })).toBeVisible();
});
