import type { Page } from "@playwright/test";
import { helperAccountMessages } from "@sahayi/contract";
import { addDays, pauseEndBounds } from "@sahayi/contract/helper-account/pause-days";
import { revealMessages } from "@sahayi/contract/messages";
import { seedSession } from "../accounts/account-fixtures.ts";
import { createAccount, loginByApi } from "../accounts/accounts-api.ts";
import { smallestPlan, subscribeByApi } from "../contacts/contact-fixtures.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  phone360,
  registeredHelper,
  revealByApi,
  revealed,
  seedHelperSession,
  setAvailabilityByApi,
  signInWithCode,
  test,
} from "./helper-fixtures.ts";

// A registration, a payment, an approval, sign-ins and an axe scan: more than 30 s on a busy
// machine.
test.describe.configure({ timeout: 120_000 });
test.use(phone360);

/** A household with a plan, through the API only: its access token. */
async function householdWithPlan(page: Page) {
  const account = await createAccount(page.request);
  const login = await loginByApi(page.request, account);
  const homepage = await page.request.get("/api/user/homepage");
  await subscribeByApi(page.request, login, smallestPlan((await homepage.json()).pricing));
  return { account, login };
}

const status = (page: Page) => page.getByTestId("helper-status");

/** "8 Dec 2026", as her page writes a day (the day in India). */
const written = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(day));

test("a listed helper signs in with a code, sees her counts, pauses and resumes", async ({
  page,
}) => {
  const helper = await registeredHelper(page.request, { listed: true });
  const before = await householdWithPlan(page);
  await revealed(page.request, before.login.access_token, helper.id);

  await page.goto("/helper");
  await expect(page).toHaveURL("/helper/login");
  await expect(page.getByRole("heading", { level: 1, name: "Helper sign-in" })).toBeVisible();
  await signInWithCode(page, helper.phone);
  await expect(page).toHaveURL("/helper");
  await expect(page.getByRole("heading", { level: 1, name: "My listing" })).toBeVisible();
  await expect(page.getByText(helper.name, { exact: true })).toBeVisible();
  await expect(status(page)).toHaveText(
    "Your listing is live. Households can find you and open your number.",
  );
  const counts = page.getByTestId("helper-activity");
  // Views are written every few seconds, so how many is not fixed here; that they show is.
  await expect(counts).toContainText(/Your page was seen \d+ times?/);
  await expect(counts).toContainText("Your number was opened 1 time");
  await expect(counts).toContainText("0 households said they hired you");
  await expectNoSeriousA11yViolations(page);

  // Paused until she resumes: the default choice, one tap.
  await page.getByRole("button", { name: "Pause my listing" }).click();
  await expect(status(page)).toHaveAttribute("data-status", "paused");
  await expect(status(page)).toContainText("paused until you resume it");
  await expect(status(page)).toBeFocused();
  const resume = page.getByRole("button", { name: "Resume my listing" });
  await expect(resume).toBeVisible();

  // Her page says so and offers a visitor nothing to reveal; a new household is refused
  // without spending, the household that bought her number keeps it.
  await page.getByRole("link", { name: "See my page as households see it" }).click();
  await expect(page).toHaveURL(`/maid/${helper.id}`);
  const contact = page.getByTestId("maid-contact");
  await expect(contact.getByText("Not available now")).toBeVisible();
  await expect(contact.getByRole("link", { name: "Call Now" })).toHaveCount(0);
  const late = await householdWithPlan(page);
  const refused = await revealByApi(page.request, late.login.access_token, helper.id);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: "HELPER_PAUSED",
    error: helperAccountMessages.paused,
  });
  expect((await revealed(page.request, before.login.access_token, helper.id)).mobile_number).toBe(
    helper.phone,
  );

  await page.goBack();
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(status(page)).toHaveAttribute("data-status", "approved");
  await expect(page.getByRole("button", { name: "Pause my listing" })).toBeVisible();
  await page.goto(`/maid/${helper.id}`);
  await expect(contact.getByRole("link", { name: "Call Now" })).toBeVisible();
  await expect(contact.getByText("Not available now")).toHaveCount(0);

  await page.goto("/helper");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/helper/login");
  await page.goto("/helper");
  await expect(page).toHaveURL("/helper/login");
});

test("a pause until a date takes only a day within the bounds, and shows that day", async ({
  page,
}) => {
  const helper = await registeredHelper(page.request, { listed: true });
  await seedHelperSession(page, helper);
  await page.goto("/helper");
  await page.getByRole("radio", { name: "Until a date" }).check();
  const backOn = page.getByLabel("Back on");
  const bounds = pauseEndBounds();
  await expect(backOn).toHaveAttribute("min", bounds.min);
  await expect(backOn).toHaveAttribute("max", bounds.max);

  const pause = page.getByRole("button", { name: "Pause my listing" });
  await pause.click();
  await expect(page.getByText("Choose the day you will be back.")).toBeVisible();
  await backOn.fill(addDays(bounds.max, 1));
  await pause.click();
  await expect(page.getByText(helperAccountMessages.availableFromRange)).toBeVisible();
  await expect(status(page)).toHaveAttribute("data-status", "approved");

  const day = addDays(bounds.min, 9);
  await backOn.fill(day);
  await pause.click();
  await expect(status(page)).toHaveAttribute("data-status", "paused");
  await expect(status(page)).toContainText(`paused until ${written(day)}`);
  await page.reload();
  await expect(status(page)).toContainText(`paused until ${written(day)}`);
});

test.describe("a reveal refused", () => {
  // The refused reveal's 409, which the browser reports as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("a household that opened her page before she paused is told so, and spends nothing", async ({
    page,
  }) => {
    const helper = await registeredHelper(page.request, { listed: true });
    const household = await householdWithPlan(page);
    await seedSession(page, household.account);
    await page.goto(`/maid/${helper.id}`);
    const callNow = page.getByTestId("maid-contact").getByRole("button", { name: "Call Now" });
    await expect(callNow).toBeVisible();
    await setAvailabilityByApi(page.request, helper, { available: false });

    await callNow.click();
    const popup = page.getByRole("dialog", { name: revealMessages.popupTitle });
    await popup.getByRole("button", { name: revealMessages.confirm }).click();
    await expect(popup.getByRole("alert")).toHaveText(helperAccountMessages.paused);
    const profile = await page.request.get("/api/user/profile-details", {
      headers: { Authorization: `Bearer ${household.login.access_token}` },
    });
    const { user } = await profile.json();
    expect(user.user_remaining_enquiry).toBe(user.user_total_enquiry);
  });
});
