import type { Page } from "@playwright/test";
import type { LoginResponse } from "@sahayi/contract";
import { SESSION_STORAGE_KEY } from "../../src/lib/session.ts";
import { test as base } from "../fixtures.ts";
import { type Account, createAccount, loginByApi } from "./accounts-api.ts";

/**
 * Puts a login in the browser's storage once, before the first page loads, as the login page
 * leaves it (a later logout must stay logged out).
 */
export async function seedSession(page: Page, login: LoginResponse) {
  const session = JSON.stringify({
    user: {
      name: login.user_data.name,
      profile_picture: login.user_data.profile_picture,
      role: login.user_data.role,
    },
    token: { access_token: login.access_token, refresh_token: login.refresh_token },
  });
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem("e2e-session-seeded")) return;
      window.sessionStorage.setItem("e2e-session-seeded", "1");
      window.localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, session] as const,
  );
}

/**
 * One account per worker process: making one costs an OTP, and the server allows a client
 * address 20 an hour. Tests that change the password make their own.
 */
let workerAccount: Promise<Account> | undefined;

export const test = base.extend<{ account: Account; signedIn: LoginResponse }>({
  account: async ({ request }, use) => {
    workerAccount ??= createAccount(request);
    await use(await workerAccount);
  },
  /**
   * Logged in through the API, as the login page would leave the browser: the session is put
   * in storage once, before the first page loads (a later logout must stay logged out).
   */
  signedIn: async ({ request, page, account }, use) => {
    const login = await loginByApi(request, account);
    await seedSession(page, login);
    await use(login);
  },
});

export { expect, expectNoSeriousA11yViolations } from "../fixtures.ts";
