import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../accounts/account-fixtures.ts";
import { loginAsAdmin } from "../admin/admin-fixtures.ts";

/** Profile and Logout come before the site's own links, under the menu's title. */
async function expectAccountFirst(menu: Locator) {
  const account = menu.getByRole("region", { name: "Account" });
  const profile = account.getByRole("link", { name: "Profile", exact: true });
  const logout = account.getByRole("button", { name: "Logout", exact: true });
  await expect(profile).toBeVisible();
  await expect(logout).toBeVisible();
  const firstSiteLink = menu.getByRole("navigation", { name: "Mobile" }).getByRole("link").first();
  const siteTop = (await firstSiteLink.boundingBox())!.y;
  for (const item of [profile, logout]) {
    expect((await item.boundingBox())!.y).toBeLessThan(siteTop);
  }
  return { account, profile, logout };
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("the menu on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a signed-in household sees its name, Profile and Logout at the top, and no admin link", async ({
    page,
    signedIn,
  }) => {
    await page.goto("/");
    let menu = await openMenu(page);
    const { account, profile } = await expectAccountFirst(menu);
    await expect(account).toContainText(signedIn.user_data.name);
    await expect(menu.getByRole("link", { name: "Admin console" })).toHaveCount(0);
    // Registering as a helper is there, not as the menu's main button.
    const register = menu.getByRole("link", { name: "Register as Maid" });
    await expect(register).toBeVisible();
    await expect(register).not.toHaveClass(/btn-accent/);

    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();

    menu = await openMenu(page);
    await menu
      .getByRole("region", { name: "Account" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "User Login" })).toBeVisible();
    await expect(menu.getByRole("region", { name: "Account" })).toHaveCount(0);
  });

  test("an admin also finds the admin console there", async ({ page }) => {
    await loginAsAdmin(page);
    const menu = await openMenu(page);
    const { account } = await expectAccountFirst(menu);
    const admin = account.getByRole("link", { name: "Admin console", exact: true });
    await expect(admin).toHaveAttribute("href", "/admin");
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("the top bar on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("My account opens Profile and Logout in words; Escape and a click elsewhere close it", async ({
    page,
    signedIn,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const button = banner.getByRole("button", { name: "My account" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const profile = banner.getByRole("link", { name: "Profile", exact: true });
    await expect(profile).toBeVisible();
    await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Admin console" })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(profile).toBeHidden();

    await button.click();
    await profile.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profile).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Account" })).toContainText(
      signedIn.user_data.name,
    );

    await button.click();
    await banner.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(banner.getByRole("link", { name: "User Login" })).toBeVisible();
  });

  test("an admin finds the admin console under My account", async ({ page }) => {
    await loginAsAdmin(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "My account" }).click();
    await banner.getByRole("link", { name: "Admin console", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
