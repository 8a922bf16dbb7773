import {
  CONTACT_REPORT_REASON_LABELS,
  CONTACT_REPORT_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import { contactedMessages } from "@sahayi/contract/contacts/contacted-messages";
import { emptyStates, revealMessages } from "@sahayi/contract/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNumbersShownAndCopied,
  newestMaids,
  onScreen,
  purchaseByApi,
  purchasedByApi,
  smallestPlan,
  subscribeByApi,
  test,
  viewports,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const reportedUnreachable = contactedMessages.reportLine(
  CONTACT_REPORT_REASON_LABELS.not_reachable,
  revealMessages.reportStatus.pending,
);

/** "12 Nov": the day in India, as the Maids tab writes it. */
const dayMonth = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

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
      await subscribeByApi(request, buyer.login, smallestPlan(plans));
      const [maid] = await newestMaids(request, 1);
      const numbers = await purchaseByApi(request, buyer.login, maid!.id);
      const bought = await purchasedByApi(request, buyer.login);
      await page.goto("/profile/maids");
      const item = page.getByRole("listitem").filter({ hasText: maid!.name });
      await expect(item.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute(
        "href",
        `tel:+91${numbers.mobile_number}`,
      );
      // The day of the contact and the last day to report it, on India's calendar.
      await expect(
        page.getByText(contactedMessages.reportRule(CONTACT_REPORT_WINDOW_DAYS)),
      ).toBeVisible();
      await expect(item.getByTestId("contacted-on")).toHaveText(
        contactedMessages.contactedOn(
          dayMonth(bought[0]!.purchased_at),
          dayMonth(bought[0]!.report_until),
        ),
      );
      await expectNumbersShownAndCopied(page, item, numbers);
      await item.getByRole("button", { name: revealMessages.reportTitle }).click();
      const form = page.getByRole("form", { name: `${revealMessages.reportTitle}: ${maid!.name}` });
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
        page.getByRole("listitem").filter({ hasText: maid!.name }).getByTestId("contact-report"),
      ).toHaveText(reportedUnreachable);
    });
  });
}
