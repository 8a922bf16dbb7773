import { revealMessages } from "@sahayi/contract/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  newestMaids,
  onScreen,
  purchaseByApi,
  smallestPlan,
  subscribeByApi,
  test,
  viewports,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

for (const viewport of viewports) {
  test.describe(`the Maids tab on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use(onScreen(viewport));

    test("lists no helpers before a purchase", async ({ page, buyer }) => {
      void buyer;
      await page.goto("/profile/maids");
      await expect(page.getByText("No maids added yet.")).toBeVisible();
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
      await page.goto("/profile/maids");
      const item = page.getByRole("listitem").filter({ hasText: maid!.name });
      await expect(item.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute(
        "href",
        `tel:+91${numbers.mobile_number}`,
      );
      await item.getByRole("button", { name: revealMessages.reportTitle }).click();
      const form = page.getByRole("form", { name: `${revealMessages.reportTitle}: ${maid!.name}` });
      await form.getByRole("button", { name: revealMessages.reportSubmit }).click();
      await expect(form.getByRole("alert")).toHaveText(revealMessages.reportReasonRequired);
      await form.getByLabel("Not reachable").check();
      await form.getByLabel(revealMessages.reportNote).fill("Switched off for three days.");
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: revealMessages.reportSubmit }).click();
      await expect(item.getByTestId("contact-report")).toHaveText(
        `Not reachable: ${revealMessages.reportStatus.pending}`,
      );
      await expect(item.getByRole("button", { name: revealMessages.reportTitle })).toHaveCount(0);
      // Stored: a reload shows the same.
      await page.reload();
      await expect(
        page.getByRole("listitem").filter({ hasText: maid!.name }).getByTestId("contact-report"),
      ).toHaveText(`Not reachable: ${revealMessages.reportStatus.pending}`);
    });
  });
}
