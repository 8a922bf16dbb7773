import type { Page } from "@playwright/test";
import { helperAccountMessages } from "@sahayi/contract";
import type { DevSmsResponse } from "@sahayi/contract/accounts";
import { accountsPaths, contactsPaths } from "@sahayi/contract/paths";
import { createAccount, loginByApi } from "../accounts/accounts-api.ts";
import { smallestPlan, subscribeByApi } from "../contacts/contact-fixtures.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  phone360,
  registeredHelper,
  revealed,
  test,
} from "./helper-fixtures.ts";

// A registration, a payment, an approval, a household's plan and reveal: more than 30 s on a
// busy machine.
test.describe.configure({ timeout: 120_000 });
test.use(phone360);

/** A household with a plan, through the API only: its access token. */
async function householdWithPlan(page: Page) {
  const account = await createAccount(page.request);
  const login = await loginByApi(page.request, account);
  const homepage = await page.request.get("/api/user/homepage");
  await subscribeByApi(page.request, login, smallestPlan((await homepage.json()).pricing));
  return login;
}

test("a household says it hired her; her SMS link's 'I got a job' pauses her listing", async ({
  page,
}) => {
  const helper = await registeredHelper(page.request, { listed: true });
  const household = await householdWithPlan(page);
  await revealed(page.request, household.access_token, helper.id);
  const hired = await page.request.post(contactsPaths.contactOutcome, {
    headers: { authorization: `Bearer ${household.access_token}` },
    data: { maid_id: helper.id, outcome: "hired" },
  });
  expect(hired.ok(), await hired.text()).toBe(true);

  // She reads her SMS: the server's worker delivers it within seconds.
  let link = "";
  await expect
    .poll(async () => {
      const sms = await page.request.get(`${accountsPaths.devSms}?mobile_number=${helper.phone}`);
      const { messages } = (await sms.json()) as DevSmsResponse;
      link =
        messages
          .filter((m) => m.text.includes("hired you"))
          .map((m) => /https?:\S+\/helper\/confirm\?t=\S+/.exec(m.text)?.[0])
          .find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  const { pathname, search } = new URL(link);

  await page.goto(`${pathname}${search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Are you still available for work?" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, I'm still available" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "I got a job — pause my listing" }).click();
  await expect(page.getByRole("status")).toHaveText(helperAccountMessages.pausedByLink);
  await expect(page.getByRole("link", { name: "See my listing" })).toHaveAttribute(
    "href",
    "/helper",
  );

  // Households see her as not available.
  await page.goto(`/maid/${helper.id}`);
  await expect(page.getByTestId("maid-contact").getByText("Not available now")).toBeVisible();
});
