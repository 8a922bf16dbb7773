import type { Page } from "@playwright/test";
import type { CookieLoginResponse } from "@sahayi/contract";
import { accountsPaths, refreshCookie } from "@sahayi/contract/paths";
import { SESSION_STORAGE_KEY } from "../../src/lib/session.ts";
import { test as base, expect } from "../fixtures.ts";
import { type Account, createAccount } from "./accounts-api.ts";

/**
 * Logs in as the login page does and leaves the browser as it would: the refresh token in the
 * page's HttpOnly cookie (the page's request context shares the browser's cookies), the user
 * and the access token put in storage once, before the first page loads (a later logout must
 * stay logged out).
 */
export async function seedSession(
  page: Page,
  account: Pick<Account, "phone" | "password">,
): Promise<CookieLoginResponse> {
  const response = await page.request.post(accountsPaths.login, {
    headers: { [refreshCookie.header]: "1" },
    data: { mobile_number: account.phone, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const login = (await response.json()) as CookieLoginResponse;
  const session = JSON.stringify({
    user: {
      name: login.user_data.name,
      profile_picture: login.user_data.profile_picture,
      role: login.user_data.role,
    },
    token: { access_token: login.access_token },
  });
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem("e2e-session-seeded")) return;
      window.sessionStorage.setItem("e2e-session-seeded", "1");
      window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, session] as const,
  );
  return login;
}

/**
 * One account per worker process: making one costs an OTP, and the server allows a client
 * address 20 an hour. Tests that change the password make their own.
 */
let workerAccount: Promise<Account> | undefined;

export const test = base.extend<{ account: Account; signedIn: CookieLoginResponse }>({
  account: async ({ request }, use) => {
    workerAccount ??= createAccount(request);
    await use(await workerAccount);
  },
  /** Logged in through the API, as the login page would leave the browser. */
  signedIn: async ({ page, account }, use) => {
    await use(await seedSession(page, account));
  },
});

export { expect, expectNoSeriousA11yViolations } from "../fixtures.ts";
