import * as panels from "@sahayi/contract/i18n/en/panels";
import * as shell from "@sahayi/contract/i18n/en/shell";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";
import { toastMessages } from "@sahayi/contract/messages";
import { expect, test } from "../accounts/account-fixtures.ts";
import { loginAsAdmin } from "../admin/admin-fixtures.ts";
import { expectNoSidewaysScroll } from "../fixtures.ts";

const ml = (english: string) => String(malayalamMessages.get(english));

test.describe("the account menu in Malayalam on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("My account opens Profile and Logout in Malayalam, and Profile stays under /ml/", async ({
    page,
    signedIn,
  }) => {
    await page.goto("/ml/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: ml(shell.myAccount) }).click();
    const profile = banner.getByRole("link", { name: ml(panels.profile), exact: true });
    await expect(profile).toHaveAttribute("href", "/ml/profile");
    await expect(banner.getByRole("button", { name: ml(panels.logout) })).toBeVisible();
    await expect(banner.getByRole("link", { name: ml(panels.adminConsole) })).toHaveCount(0);
    await profile.click();
    await expect(page).toHaveURL(/\/ml\/profile$/);
    await expect(page.getByText(signedIn.user_data.name).first()).toBeVisible();
  });
});

test.describe("the account menu in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the menu's account section is in Malayalam, the admin console too", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/ml/");
    await page.getByRole("button", { name: ml(shell.openMenu) }).click();
    const account = page
      .getByRole("dialog", { name: ml(panels.menuTitle) })
      .getByRole("region", { name: ml(panels.account) });
    await expect(account.getByRole("link", { name: ml(panels.profile) })).toBeVisible();
    await expect(account.getByRole("link", { name: ml(panels.adminConsole) })).toHaveAttribute(
      "href",
      "/ml/admin",
    );
    await expect(account.getByRole("button", { name: ml(panels.logout) })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("the API's refusals on a Malayalam page", () => {
  test.use({ viewport: { width: 360, height: 740 }, expectedConsoleErrors: [/status of 401/] });

  test("a failed login on /ml/auth/login is refused in Malayalam, and in English on /auth/login", async ({
    page,
  }) => {
    // A phone nobody has: refused as a wrong password is, and no account's failures count up.
    const phone = `9${String(Date.now()).slice(-9)}`;
    for (const [address, refusal] of [
      ["/ml/auth/login", malayalamAccountErrors.get(toastMessages.loginFailed)],
      ["/auth/login", toastMessages.loginFailed],
    ] as const) {
      await page.goto(address);
      const form = page.locator("form");
      await form.locator("input[autocomplete=username]").fill(phone);
      await form.locator("input[type=password]").fill("not the password at all");
      await form.locator("button[type=submit]").click();
      await expect(page.getByText(refusal!)).toBeVisible();
    }
  });
});
