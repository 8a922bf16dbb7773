import type { Maid } from "@sahayi/contract";
import { CONTACT_REPORT_REASON_LABELS } from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import * as helperWords from "@sahayi/contract/i18n/en/helper";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { revealMessages } from "@sahayi/contract/messages";
import {
  buyNewestHelper,
  expect,
  expectNoSeriousA11yViolations,
  onScreen,
  test,
  viewports,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const phone = viewports.find((viewport) => viewport.mobile)!;

test.describe("what came of a contact, on a 360 px phone", () => {
  test.use(onScreen(phone));

  test("a household says it hired a helper, her page counts it, and the answer can change to a report of not reachable", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    const { maid } = await buyNewestHelper(request, buyer.login, plans);
    // Other tests may hire her too: what her page says is counted from what it says now.
    const hiredCount = async () => {
      const details = await request.post("/api/user/maid-details", {
        data: { maid_id: maid.id },
      });
      return ((await details.json()) as Maid).hired_count;
    };
    const before = await hiredCount();

    await page.goto("/profile/maids");
    const item = page.getByRole("listitem").filter({ hasText: maid.name });
    const question = item.getByRole("group", {
      name: formatMessage("en", contacted.hireQuestion, { name: maid.name }),
    });
    await expect(question).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole("button", { name: contacted.hired, exact: true }).click();
    await expect(item.getByTestId("contact-outcome")).toHaveText(
      formatMessage("en", contacted.answeredHired, { name: maid.name }),
    );
    await expect(question).toHaveCount(0);
    await expect(item.getByRole("button", { name: contacted.changeAnswer })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const after = before + 1;
    expect(await hiredCount()).toBe(after);
    await page.goto(`/maid/${maid.id}`);
    await expect(page.getByTestId("hired-count")).toHaveText(
      formatMessage("en", helperWords.hiredThroughSahayi, { count: after }),
    );

    // A change of mind: she never answered after all. Not reachable opens the report, chosen.
    await page.goto("/profile/maids");
    await item.getByRole("button", { name: contacted.changeAnswer }).click();
    await question
      .getByRole("button", { name: CONTACT_REPORT_REASON_LABELS.not_reachable })
      .click();
    const form = page.getByRole("form", { name: `${revealMessages.reportTitle}: ${maid.name}` });
    await expect(form).toBeFocused();
    await expect(form.getByLabel(CONTACT_REPORT_REASON_LABELS.not_reachable)).toBeChecked();
    await question.getByRole("button", { name: contacted.notHired }).click();
    await expect(item.getByTestId("contact-outcome")).toHaveText(
      formatMessage("en", contacted.answeredNotHired, { name: maid.name }),
    );
    await form.getByRole("button", { name: revealMessages.reportSubmit }).click();
    const reported = `${contacted.reportedNotReachable} ${revealMessages.reportStatus.pending}`;
    await expect(item.getByTestId("contact-report")).toHaveText(reported);
    expect(await hiredCount()).toBe(before);

    // While the report stands the card asks nothing more; a reload shows the same.
    await expect(item.getByTestId("contact-outcome")).toHaveCount(0);
    await expect(question).toHaveCount(0);
    await page.reload();
    await expect(item.getByTestId("contact-report")).toHaveText(reported);
    await expect(question).toHaveCount(0);
  });
});
