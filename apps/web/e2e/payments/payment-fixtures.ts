import type { APIRequestContext, Page } from "@playwright/test";
import type { CookieLoginResponse, PricingPlan } from "@sahayi/contract";
import { seedSession } from "../accounts/account-fixtures.ts";
import { type Account, createAccount } from "../accounts/accounts-api.ts";
import { test as base, expect } from "../fixtures.ts";

export interface Buyer {
  account: Account;
  login: CookieLoginResponse;
}

/**
 * Every payment test gets an account of its own: what one test buys (or lets expire) must not
 * show in another's profile.
 */
export const test = base.extend<{ buyer: Buyer; plans: PricingPlan[]; visitor: Account }>({
  buyer: async ({ request, page }, use) => {
    const account = await createAccount(request);
    await use({ account, login: await seedSession(page, account) });
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

const bearer = (login: CookieLoginResponse) => ({ Authorization: `Bearer ${login.access_token}` });

/**
 * Buys a plan the way the web app's sandbox checkout does, through the API: the order, the
 * sandbox's signed payment, the verification.
 */
export async function buyPlanByApi(
  request: APIRequestContext,
  login: CookieLoginResponse,
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

/** The two screens every payment page is tried on (360 px and 1280 px). */
export const viewports = [
  { name: "desktop", width: 1280, height: 800, mobile: false },
  { name: "phone", width: 360, height: 740, mobile: true },
] as const;

export type Viewport = (typeof viewports)[number];

/** test.use() options for one of `viewports`. */
export const onScreen = (viewport: Viewport) => ({
  viewport: { width: viewport.width, height: viewport.height },
  isMobile: viewport.mobile,
  hasTouch: viewport.mobile,
});
