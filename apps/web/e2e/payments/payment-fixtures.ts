import type { APIRequestContext, Page } from "@playwright/test";
import type { LoginResponse, PricingPlan } from "@sahayi/contract";
import { SESSION_STORAGE_KEY } from "../../src/lib/session.ts";
import { type Account, createAccount, loginByApi } from "../accounts/accounts-api.ts";
import { test as base, expect } from "../fixtures.ts";

/** Puts a login in the browser's storage before the first page, as the login page leaves it. */
export async function seedSession(page: Page, login: LoginResponse) {
  const session = JSON.stringify({
    user: { name: login.user_data.name, profile_picture: login.user_data.profile_picture },
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

export interface Buyer {
  account: Account;
  login: LoginResponse;
}

/**
 * Every payment test gets an account of its own: what one test buys (or lets expire) must not
 * show in another's profile.
 */
export const test = base.extend<{ buyer: Buyer; plans: PricingPlan[]; visitor: Account }>({
  buyer: async ({ request, page }, use) => {
    const account = await createAccount(request);
    const login = await loginByApi(request, account);
    await seedSession(page, login);
    await use({ account, login });
  },
  visitor: async ({ request }, use) => {
    await use(await createAccount(request));
  },
  plans: async ({ homepage }, use) => {
    expect(homepage.pricing.length, "the demo seed has plans").toBeGreaterThan(0);
    await use(homepage.pricing);
  },
});

export { expect, expectNoSeriousA11yViolations } from "../fixtures.ts";

/** The plan with the most enquiries, so its numbers differ from every other plan's. */
export function pickPlan(plans: PricingPlan[]): PricingPlan {
  return [...plans].sort((a, b) => b.enquiry - a.enquiry)[0]!;
}

const bearer = (login: LoginResponse) => ({ Authorization: `Bearer ${login.access_token}` });

/**
 * Buys a plan the way the web app's sandbox checkout does, through the API: the order, the
 * sandbox's signed payment, the verification.
 */
export async function buyPlanByApi(
  request: APIRequestContext,
  login: LoginResponse,
  planId: number,
) {
  const order = await request.post("/api/user/purchase-plan", {
    headers: bearer(login),
    data: { plan_id: planId },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { razorpay_order_id } = (await order.json()) as { razorpay_order_id: string };
  const signed = await request.post("/api/payment/sandbox/complete", {
    data: { razorpay_order_id, outcome: "success" },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const verified = await request.post("/api/payment/verify", { data: await signed.json() });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** No part of the page sticks out sideways (a 360 px phone scrolls only down). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
