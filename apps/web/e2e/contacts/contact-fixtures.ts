import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type {
  ContactReportRequest,
  CookieLoginResponse,
  Maid,
  PricingPlan,
  PurchasedMaid,
  PurchasedMaidsResponse,
  PurchaseMaidResponse,
  SearchMaidsResponse,
} from "@sahayi/contract";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { expect as baseExpect } from "../fixtures.ts";
import { buyPlanByApi } from "../payments/payment-fixtures.ts";

export {
  expectNoSeriousA11yViolations,
  onScreen,
  test,
  viewports,
} from "../payments/payment-fixtures.ts";

/**
 * These tests open lazily loaded pages and dialogs after API calls of their own; on the
 * shared 2-core machine a page has been seen to take over 10 s to show, so they wait longer.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

const bearer = (login: CookieLoginResponse) => ({ Authorization: `Bearer ${login.access_token}` });

/** The plan with the fewest enquiries: the quickest to use up. */
export function smallestPlan(plans: PricingPlan[]): PricingPlan {
  return [...plans].sort((a, b) => a.enquiry - b.enquiry)[0]!;
}

export async function subscribeByApi(
  request: APIRequestContext,
  login: CookieLoginResponse,
  plan: PricingPlan,
) {
  await buyPlanByApi(request, login, plan.id);
}

export async function purchaseByApi(
  request: APIRequestContext,
  login: CookieLoginResponse,
  maidId: string,
): Promise<PurchaseMaidResponse> {
  const response = await request.post("/api/user/purchase-maid", {
    headers: bearer(login),
    data: { maid_id: maidId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as PurchaseMaidResponse;
}

/**
 * A household on the smallest plan buys the newest helper: the helper, her numbers, and the
 * Maids tab's entry (when bought, reportable until).
 */
export async function buyNewestHelper(
  request: APIRequestContext,
  login: CookieLoginResponse,
  plans: PricingPlan[],
) {
  await subscribeByApi(request, login, smallestPlan(plans));
  const [maid] = await newestMaids(request, 1);
  const numbers = await purchaseByApi(request, login, maid!.id);
  const [bought] = await purchasedByApi(request, login);
  return { maid: maid!, numbers, bought: bought! };
}

/** A household reports a helper it bought (within the window after the purchase). */
export async function reportByApi(
  request: APIRequestContext,
  login: CookieLoginResponse,
  report: ContactReportRequest,
) {
  const response = await request.post("/api/user/contact-report", {
    headers: bearer(login),
    data: report,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The Maids tab's list as the API gives it: when each was bought and reportable until. */
export async function purchasedByApi(
  request: APIRequestContext,
  login: CookieLoginResponse,
): Promise<PurchasedMaid[]> {
  const response = await request.get("/api/user/purchased-maids", { headers: bearer(login) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as PurchasedMaidsResponse).maids;
}

/** "12 Nov" (ml-IN: "നവം 12"): the day in India, as the Maids tab writes it. */
export const dayMonth = (iso: string, locale: "en-IN" | "ml-IN" = "en-IN") =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

/** "9847012345" → "+91 98470 12345", as the page writes a number out. */
const written = (number: string) => `+91 ${number.slice(0, 5)} ${number.slice(5)}`;

/**
 * A bought helper's numbers are written out in `scope`, and each Copy button puts +91 and the
 * digits on the clipboard (what a dialler takes when pasted).
 */
export async function expectNumbersShownAndCopied(
  page: Page,
  scope: Locator,
  numbers: Pick<PurchaseMaidResponse, "mobile_number" | "whatsapp_number">,
) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const shown = scope.getByTestId("revealed-numbers");
  const distinct = [...new Set([numbers.mobile_number, numbers.whatsapp_number])];
  for (const number of distinct) {
    await expect(shown.getByText(written(number), { exact: true })).toBeVisible();
    const copy = shown.getByRole("button", {
      name: new RegExp(`^Copy .* number \\${written(number)}$`),
    });
    await copy.click();
    await expect(copy).toHaveText(contacted.copyDone);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`+91${number}`);
  }
  await expect(shown.getByRole("button")).toHaveCount(distinct.length);
}

/** Newest helpers as a visitor sees them (the search page's first page). */
export async function newestMaids(request: APIRequestContext, count: number): Promise<Maid[]> {
  const response = await request.get(`/api/user/search-maids?page_size=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SearchMaidsResponse).maids;
}

/**
 * Records what the page asks window.open for instead of leaving for a dialler or WhatsApp,
 * which a test browser has neither of.
 */
export async function recordOpenedLinks(page: Page) {
  await page.addInitScript(() => {
    const opened: [string, string][] = [];
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    window.open = (url?: string | URL, target?: string) => {
      opened.push([String(url), target ?? ""]);
      return null;
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __opened: [string, string][] }).__opened);
}

/** What a purchased helper's two buttons link to: tel:+91… and wa.me/91… naming the site. */
export async function expectContactLinks(
  scope: ReturnType<Page["locator"]>,
  numbers: { mobile_number: string; whatsapp_number: string },
) {
  await expect(scope.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute(
    "href",
    `tel:+91${numbers.mobile_number}`,
  );
  const chat = scope.getByRole("link", { name: "Whatsapp", exact: true });
  await expect(chat).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${numbers.whatsapp_number}\\?text=.*Sahayi`),
  );
  await expect(chat).toHaveAttribute("target", "_blank");
}
