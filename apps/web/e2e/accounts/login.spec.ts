import {
  accountMessages,
  emptyStates,
  fieldMessages,
  toastMessages,
} from "@sahayi/contract/messages";
import { accountsPaths, refreshCookie } from "@sahayi/contract/paths";
import { SESSION_STORAGE_KEY } from "../../src/lib/session.ts";
import { expect, expectNoSeriousA11yViolations, test } from "./account-fixtures.ts";
import { loginByApi } from "./accounts-api.ts";

const guardedPaths = [
  "/profile",
  "/profile/transaction-details",
  "/profile/maids",
  "/renewal-success",
  // Not /registration-under-review: a helper who paid has no login (docs/decisions/017).
  "/payment-failed",
];

test.describe("login on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // One test per page: six cold page loads in one test's time ran out on busy cores.
  for (const path of guardedPaths) {
    test(`the guarded page ${path} sends a visitor to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  }

  test("the guard replaces the history entry and login returns the visitor", async ({
    page,
    account,
  }) => {
    await page.goto("/about");
    await page.goto("/profile/maids");
    await expect(page).toHaveURL(/\/auth\/login$/);

    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Phone No.").fill(account.phone);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Login" }).click();

    await expect(page.getByText(toastMessages.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/maids$/);
    await expect(page.getByRole("heading", { level: 2, name: "Maids" })).toBeVisible();
    await expect(page.getByText(emptyStates.noMaidsAdded)).toBeVisible();
    // Back skips the login page and the refused address alike.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("login goes to the profile when nothing was asked for", async ({
    page,
    request,
    account,
  }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Phone No.").fill(account.phone);
    await page.getByLabel("Password").fill(account.password);
    await page.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    // Another test may have renamed this worker's account: the server says what it is now.
    const { user_data } = await loginByApi(request, account);
    await expect(page.getByRole("complementary", { name: "Account" })).toContainText(
      user_data.name,
    );
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "My account" }).click();
    await expect(banner.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(banner.getByRole("link", { name: "User Login" })).toHaveCount(0);
  });

  test.describe("refusals", () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("shows the spec's messages and keeps what was typed", async ({ page, account }) => {
      await page.goto("/auth/login");
      const form = page.getByRole("form", { name: "Login" });
      await expect(form.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
        "href",
        "/auth/forgot-password",
      );
      await expect(form.getByRole("link", { name: "Sign up" })).toHaveAttribute(
        "href",
        "/auth/sign-up",
      );
      await form.getByRole("button", { name: "Login" }).click();
      await expect(form.getByText(fieldMessages.phoneRequired)).toBeVisible();
      await expect(form.getByText(fieldMessages.passwordRequired)).toBeVisible();

      const phone = form.getByLabel("Phone No.");
      // Letters are dropped as they are typed; the number stops at 10 digits.
      await phone.pressSequentially("98a7-6 5");
      await expect(phone).toHaveValue("98765");
      await form.getByLabel("Password").click();
      await expect(form.getByText(fieldMessages.phoneLoginInvalid)).toBeVisible();
      await phone.fill(`${account.phone}123`);
      await expect(phone).toHaveValue(account.phone);

      await form.getByLabel("Password").fill("not the password");
      await form.getByRole("button", { name: "Login" }).click();
      await expect(form.getByRole("alert")).toHaveText(toastMessages.loginFailed);
      await expect(phone).toHaveValue(account.phone);
      await expect(form.getByLabel("Password")).toHaveValue("not the password");
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test("a visitor's Call Now leads to login and back to the helper", async ({ page, account }) => {
    await page.goto("/search");
    const card = page.getByTestId("maid-card").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/maid\//);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const helperUrl = page.url();
    await page.getByRole("main").getByRole("link", { name: "Call Now" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel("Phone No.").fill(account.phone);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(helperUrl);
  });
});

test.describe("sessions", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("logout ends the session on the server and in the browser", async ({
    page,
    request,
    signedIn,
  }) => {
    await page.goto("/profile");
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === refreshCookie.name);
    expect(cookie, "the login's refresh cookie").toBeDefined();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "User Login" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(refreshCookie.name);

    // A copy of the cookie and the access token both stopped working at once.
    const refresh = await request.post(accountsPaths.refreshToken, {
      data: { refresh_token: cookie?.value },
    });
    expect(refresh.status()).toBe(401);
    const profile = await request.get(accountsPaths.profileDetails, {
      headers: { Authorization: `Bearer ${signedIn.access_token}` },
    });
    expect(profile.status()).toBe(401);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test.describe("with an expired access token", () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("the page renews it once and loads", async ({ page, signedIn }) => {
      // Two pages with a household's answers (the home page's hearts ask for the shortlist):
      // 21 s here with the cores busy, near the 30 s budget.
      test.slow();
      const refreshes: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(accountsPaths.refreshToken)) refreshes.push(request.url());
      });
      await page.goto("/");
      await page.evaluate((key) => {
        const session = JSON.parse(localStorage.getItem(key) ?? "{}");
        session.token.access_token = "an-access-token-the-server-never-signed";
        localStorage.setItem(key, JSON.stringify(session));
      }, SESSION_STORAGE_KEY);

      await page.goto("/profile");
      await expect(page.getByRole("complementary", { name: "Account" })).toContainText(
        signedIn.user_data.name,
      );
      expect(refreshes).toHaveLength(1);
      const stored = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? "{}").token,
        SESSION_STORAGE_KEY,
      );
      expect(Object.keys(stored)).toEqual(["access_token"]);
      expect(stored.access_token).not.toBe(signedIn.access_token);
    });

    test("a refused refresh logs out to the login page and back afterwards", async ({
      page,
      account,
    }) => {
      await page.goto("/");
      await page.evaluate((key) => {
        localStorage.setItem(
          key,
          JSON.stringify({ user: { name: "x" }, token: { access_token: "expired" } }),
        );
      }, SESSION_STORAGE_KEY);
      // Not waiting for the load event: on a busy machine it can come after the short-lived toast.
      await page.goto("/profile/transaction-details", { waitUntil: "commit" });
      await expect(page.getByText(accountMessages.sessionExpired)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await page.getByLabel("Phone No.").fill(account.phone);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/profile\/transaction-details$/);
    });
  });
});
