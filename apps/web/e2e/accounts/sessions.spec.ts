import type { Page } from "@playwright/test";
import type { CookieLoginResponse } from "@sahayi/contract";
import { accountsPaths, refreshCookie } from "@sahayi/contract/paths";
import { SESSION_STORAGE_KEY } from "../../src/lib/session.ts";
import { expect, test } from "./account-fixtures.ts";
import { loginByApi } from "./accounts-api.ts";

test.use({ viewport: { width: 1280, height: 800 } });

const storedSession = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), SESSION_STORAGE_KEY);

/** Puts an access token the server never signed in storage: the next request gets a 401. */
const expireAccessToken = (page: Page) =>
  page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? "{}");
    session.token.access_token = "an-access-token-the-server-never-signed";
    localStorage.setItem(key, JSON.stringify(session));
  }, SESSION_STORAGE_KEY);

const refreshCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === refreshCookie.name);

const accountPanel = (page: Page) => page.getByRole("complementary", { name: "Account" });

test("after logging in, the refresh token is in an HttpOnly cookie only, and a reload stays logged in", async ({
  page,
  account,
}) => {
  await page.goto("/auth/login");
  await page.getByLabel("Phone No.").fill(account.phone);
  await page.getByLabel("Password").fill(account.password);
  // The worker's account may have been renamed by an earlier test: the login says its name.
  const answered = page.waitForResponse((response) => response.url().endsWith(accountsPaths.login));
  await page.getByRole("button", { name: "Login" }).click();
  const { user_data } = (await (await answered).json()) as CookieLoginResponse;
  await expect(page.getByRole("banner").getByRole("link", { name: "User Login" })).toBeHidden();

  const cookie = await refreshCookieOf(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  const session = await storedSession(page);
  expect(Object.keys(session.token)).toEqual(["access_token"]);
  const readable = await page.evaluate(() =>
    JSON.stringify({ ...localStorage, ...sessionStorage }),
  );
  expect(readable).not.toContain(cookie?.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain(refreshCookie.name);

  await page.goto("/profile");
  await page.reload();
  await expect(accountPanel(page)).toContainText(user_data.name);
});

test.describe("with an expired access token", () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("two tabs renewing at once both stay logged in: one refresh for both", async ({
    page,
    signedIn,
  }) => {
    // Two tabs loading pages side by side on busy cores.
    test.slow();
    const context = page.context();
    const second = await context.newPage();
    // A document of the site that runs no app: no request of a page still loading can be
    // refused (and start a refresh the next navigation aborts) before both tabs begin.
    await page.goto("/robots.txt");
    await expireAccessToken(page);

    // Each tab's first 401; the first refresh is held until both tabs have one, so both are
    // renewing at the same moment.
    const refused = (tab: Page) =>
      tab.waitForResponse(
        (response) => response.status() === 401 && response.url().includes("/api/"),
      );
    const bothRefused = Promise.all([refused(page), refused(second)]);
    const refreshes: string[] = [];
    await context.route(`**${accountsPaths.refreshToken}`, async (route) => {
      refreshes.push(route.request().url());
      if (refreshes.length === 1) await bothRefused;
      await route.continue();
    });

    await Promise.all([page.goto("/profile"), second.goto("/profile")]);
    const name = signedIn.user_data.name;
    for (const tab of [page, second]) await expect(accountPanel(tab)).toContainText(name);
    expect(refreshes).toHaveLength(1);

    // The login lives on: the renewed token and cookie work in both tabs after a reload.
    await context.unroute(`**${accountsPaths.refreshToken}`);
    await expireAccessToken(second);
    for (const tab of [second, page]) {
      await tab.reload();
      await expect(accountPanel(tab)).toContainText(name);
    }
    expect((await storedSession(page)).token.access_token).not.toBe(signedIn.access_token);
  });

  test("a refresh token an earlier version kept in storage moves into the cookie", async ({
    page,
    request,
    account,
  }) => {
    // Logged in the old way: both tokens in localStorage, no cookie.
    const login = await loginByApi(request, account);
    await page.goto("/");
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      JSON.stringify({
        user: { name: login.user_data.name },
        token: { access_token: login.access_token, refresh_token: login.refresh_token },
      }),
    ] as const);
    await page.reload();
    await expect
      .poll(async () => Object.keys((await storedSession(page)).token))
      .toEqual(["access_token"]);
    expect(await refreshCookieOf(page)).toBeDefined();

    await expireAccessToken(page);
    await page.goto("/profile");
    await expect(accountPanel(page)).toContainText(login.user_data.name);
  });
});
