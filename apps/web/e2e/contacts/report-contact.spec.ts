import { CONTACT_REPORT_WINDOW_DAYS } from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { emptyStates, revealMessages } from "@sahayi/contract/messages";
import {
  buyNewestHelper,
  dayMonth,
  expect,
  expectNoSeriousA11yViolations,
  expectNumbersShownAndCopied,
  onScreen,
  test,
  viewports,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const reportedUnreachable = `${contacted.reportedNotReachable} ${revealMessages.reportStatus.pending}`;

for (const viewport of viewports) {
  test.describe(`the Maids tab on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("lists no helpers before a purchase", async ({ page, buyer }) => {
      void buyer;
      await page.goto("/profile/maids");
      await expect(page.getByText(emptyStates.noMaidsAdded)).toBeVisible();
    });

    test("shows a bought helper with its numbers, and reports a dead contact once", async ({
      page,
      request,
      buyer,
      plans,
    }) => {
      const { maid, numbers, bought } = await buyNewestHelper(request, buyer.login, plans);
      await page.goto("/profile/maids");
      const item = page.getByRole("listitem").filter({ hasText: maid.name });
      await expect(item.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute(
        "href",
        `tel:+91${numbers.mobile_number}`,
      );
      // The day of the contact and the last day to report it, on India's calendar.
      await expect(
        page.getByText(
          formatMessage("en", contacted.reportRule, { days: CONTACT_REPORT_WINDOW_DAYS }),
        ),
      ).toBeVisible();
      await expect(item.getByTestId("contacted-on")).toHaveText(
        formatMessage("en", contacted.contactedReportUntil, {
          day: dayMonth(bought.purchased_at),
          until: dayMonth(bought.report_until),
        }),
      );
      await expectNumbersShownAndCopied(page, item, numbers);
      await item.getByRole("button", { name: revealMessages.reportTitle }).click();
      const form = page.getByRole("form", { name: `${revealMessages.reportTitle}: ${maid.name}` });
      await form.getByRole("button", { name: revealMessages.reportSubmit }).click();
      await expect(form.getByRole("alert")).toHaveText(revealMessages.reportReasonRequired);
      await form.getByLabel("Not reachable").check();
      await form.getByLabel(revealMessages.reportNote).fill("Switched off for three days.");
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: revealMessages.reportSubmit }).click();
      await expect(item.getByTestId("contact-report")).toHaveText(reportedUnreachable);
      await expect(item.getByRole("button", { name: revealMessages.reportTitle })).toHaveCount(0);
      // Stored: a reload shows the same.
      await page.reload();
      await expect(
        page.getByRole("listitem").filter({ hasText: maid.name }).getByTestId("contact-report"),
      ).toHaveText(reportedUnreachable);
    });
  });
}
