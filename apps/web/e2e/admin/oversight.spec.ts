import type { APIRequestContext } from "@playwright/test";
import type { DevSmsResponse, Homepage } from "@sahayi/contract";
import {
  CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
  type ContactReportReason,
} from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { accountsPaths } from "@sahayi/contract/paths";
import { seedSession } from "../accounts/account-fixtures.ts";
import { createAccount, loginByApi } from "../accounts/accounts-api.ts";
import {
  newestMaids,
  purchaseByApi,
  reportByApi,
  smallestPlan,
} from "../contacts/contact-fixtures.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { buyPlanByApi } from "../payments/payment-fixtures.ts";
import { adminNav, loginAsAdmin } from "./admin-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/** A new household buys a plan, reveals the newest helper and reports her contact. */
async function reportedContact(
  request: APIRequestContext,
  homepage: Homepage,
  reason: ContactReportReason,
) {
  const account = await createAccount(request);
  const login = await loginByApi(request, account);
  await buyPlanByApi(request, login, smallestPlan(homepage.pricing).id);
  const maid = (await newestMaids(request, 1))[0]!;
  await purchaseByApi(request, login, maid.id);
  await reportByApi(request, login, { maid_id: maid.id, reason });
  return { account, maid };
}

test("an admin reads the dashboard, accepts a contact report, and finds it in the audit log and the reveal log", async ({
  page,
  request,
  homepage,
}) => {
  const { account, maid } = await reportedContact(request, homepage, "wrong_number");

  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const waiting = page
    .getByRole("definition")
    .filter({ has: page.getByRole("link") })
    .nth(1);
  await expect(waiting).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole("table", { name: "Contact reveals per day" })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await adminNav(page, "Contact reports").click();
  const accept = page.getByRole("button", {
    name: `Accept the report on ${maid.name} by ${account.name}`,
  });
  // Accepting gives an enquiry back: it asks first, and Cancel leaves the report waiting.
  await accept.click();
  const confirm = page.getByRole("dialog", { name: "Accept this report?" });
  await expect(confirm).toContainText(`${account.name} gets the enquiry back`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(accept).toBeVisible();
  await accept.click();
  await confirm.getByRole("button", { name: "Accept report" }).click();
  await expect(
    page.getByText("Report accepted; the enquiry went back to the household."),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Accept the report on ${maid.name} by ${account.name}` }),
  ).toHaveCount(0);

  await adminNav(page, "Audit log").click();
  await page.getByLabel(/Kind of thing/).fill("contact_report");
  await expect(page.getByRole("cell", { name: "accept-report" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/helpers/${maid.id}`);
  const reveals = page.getByRole("region", { name: "Contact reveals" });
  await expect(reveals.getByText(account.name)).toBeVisible();
});

test("an admin declines a contact report with a reason, which the household reads in its SMS and its Maids tab", async ({
  page,
  browser,
  request,
  homepage,
}) => {
  const { account, maid } = await reportedContact(request, homepage, "not_reachable");

  await loginAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page, "Contact reports").click();
  const decline = page.getByRole("button", {
    name: `Decline the report on ${maid.name} by ${account.name}`,
  });
  // Declining asks first, with a place for the reason; Cancel keeps the report and the words.
  await decline.click();
  const confirm = page.getByRole("dialog", { name: "Decline this report?" });
  const reason = confirm.getByRole("textbox", { name: "Reason for the household (optional)" });
  await expect(reason).toBeFocused();
  const words = "The helper answered our call on that number today.";
  await page.keyboard.type(words);
  await expect(reason).toHaveAccessibleDescription(
    `${words.length} of ${CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH} characters; a short reason fits one SMS.`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(decline).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(reason).toHaveValue(words);
  await confirm.getByRole("button", { name: "Decline report" }).click();
  await expect(page.getByText("Report declined.")).toBeVisible();
  await expect(decline).toHaveCount(0);

  // The household is told why, by SMS (the worker delivers it within seconds) and on its page.
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${accountsPaths.devSms}?mobile_number=${account.phone}`);
        return ((await answer.json()) as DevSmsResponse).messages.map((message) => message.text);
      },
      { timeout: 15_000 },
    )
    .toContain(`Sahayi: your report on ${maid.name} was declined: ${words}`);
  const household = await browser.newContext();
  try {
    const householdPage = await household.newPage();
    await seedSession(householdPage, account);
    await householdPage.goto("/profile/maids");
    await expect(
      householdPage
        .getByRole("listitem")
        .filter({ hasText: maid.name })
        .getByTestId("contact-report"),
    ).toHaveText(
      `${contacted.reportedNotReachable} ${formatMessage("en", contacted.declinedBecause, { reason: words })}`,
    );
  } finally {
    await household.close();
  }
});

test("the dashboard fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByText("Revenue this month")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
