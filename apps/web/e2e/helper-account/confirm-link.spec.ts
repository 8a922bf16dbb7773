import { helperAccountMessages } from "@sahayi/contract";
import type { DevSmsResponse } from "@sahayi/contract/accounts";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { accountsPaths } from "@sahayi/contract/paths";
import {
  expect,
  expectNoSeriousA11yViolations,
  phone360,
  registeredHelper,
  test,
} from "./helper-fixtures.ts";

// A registration, a payment and an approval before the link: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use(phone360);
// The second tap's refusal is a 409 the page shows; the browser logs the answer's status.
test.use({ expectedConsoleErrors: [/status of 409/] });

test("a helper opens her SMS link, taps Yes, and her listing says confirmed today", async ({
  page,
}) => {
  const helper = await registeredHelper(page.request, { listed: true });
  // Her monthly ask, now rather than in a month (a development route, outside production).
  const asked = await page.request.post(helperAccountPaths.devAskAvailability, {
    data: { mobile_number: helper.phone },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  // She reads her SMS: the server's worker delivers it within seconds.
  let link = "";
  await expect
    .poll(async () => {
      const sms = await page.request.get(`${accountsPaths.devSms}?mobile_number=${helper.phone}`);
      const { messages } = (await sms.json()) as DevSmsResponse;
      link =
        messages.map((m) => /https?:\S+\/helper\/confirm\?t=\S+/.exec(m.text)?.[0]).find(Boolean) ??
        "";
      return link;
    })
    .not.toBe("");
  const { pathname, search } = new URL(link);

  // Opening the link confirms nothing: her card still says when she confirmed before.
  await page.goto(`${pathname}${search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Are you still available for work?" }),
  ).toBeVisible();
  const before = await page.request.post("/api/user/maid-details", {
    data: { maid_id: helper.id },
  });
  expect((await before.json()).confirmed_on).not.toBe(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()),
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Yes, I'm still available" }).click();
  await expect(page.getByRole("status")).toHaveText(helperAccountMessages.confirmed);

  // Her listing, as households see it, says so.
  await page.goto(`/maid/${helper.id}`);
  await expect(page.getByTestId("maid-confirmed")).toHaveText("Available · confirmed today");

  // The link worked once.
  await page.goto(`${pathname}${search}`);
  await page.getByRole("button", { name: "Yes, I'm still available" }).click();
  await expect(page.getByRole("alert")).toHaveText(helperAccountMessages.linkUsed);
});
