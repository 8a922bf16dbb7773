import {
  CONTACT_REPORT_REASON_LABELS,
  CONTACT_REPORT_WINDOW_DAYS,
} from "@sahayi/contract/constants";
import * as contacted from "@sahayi/contract/i18n/en/contacted";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { revealMessages } from "@sahayi/contract/messages";
import { expectNoSidewaysScroll } from "../fixtures.ts";
import { ml } from "../shell/malayalam-checks.ts";
import {
  buyNewestHelper,
  dayMonth,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from "./contact-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test.describe("the Maids tab in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a bought helper's numbers, the report's rule, form, its own check and the report's line in Malayalam", async ({
    page,
    request,
    buyer,
    plans,
  }) => {
    const { maid, numbers, bought } = await buyNewestHelper(request, buyer.login, plans);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/ml/profile/maids");
    const item = page.getByRole("listitem").filter({ hasText: maid.name });

    await expect(
      page.getByText(
        formatMessage("ml", ml(contacted.reportRule), {
          days: CONTACT_REPORT_WINDOW_DAYS,
        }),
      ),
    ).toBeVisible();
    await expect(item.getByTestId("contacted-on")).toHaveText(
      formatMessage("ml", ml(contacted.contactedReportUntil), {
        day: dayMonth(bought.purchased_at, "ml-IN"),
        until: dayMonth(bought.report_until, "ml-IN"),
      }),
    );
    // Her numbers, and a Copy button that says so in Malayalam.
    const shown = item.getByTestId("revealed-numbers");
    await expect(
      shown
        .getByText(ml(contacted.phoneLabel), { exact: true })
        .or(shown.getByText(ml(contacted.phoneAndWhatsapp), { exact: true })),
    ).toBeVisible();
    const copy = shown.getByRole("button").first();
    await expect(copy).toHaveText(ml(contacted.copy));
    await copy.click();
    await expect(copy).toHaveText(ml(contacted.copyDone));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `+91${numbers.mobile_number}`,
    );
    // The chat's first message is in the page's language.
    await expect(
      item.getByRole("link", { name: ml(helper.whatsapp), exact: true }),
    ).toHaveAttribute(
      "href",
      `https://wa.me/91${numbers.whatsapp_number}?text=${encodeURIComponent(
        formatMessage("ml", ml(helper.whatsappGreeting), { name: maid.name }),
      )}`,
    );

    await item.getByRole("button", { name: ml(revealMessages.reportTitle) }).click();
    const form = page.getByRole("form", {
      name: `${ml(revealMessages.reportTitle)}: ${maid.name}`,
    });
    await form.getByRole("button", { name: ml(revealMessages.reportSubmit) }).click();
    await expect(form.getByRole("alert")).toHaveText(ml(revealMessages.reportReasonRequired));
    await form.getByLabel(ml(CONTACT_REPORT_REASON_LABELS.wrong_number)).check();
    await form.getByLabel(ml(revealMessages.reportNote)).fill("മറ്റൊരാളുടെ നമ്പർ.");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: ml(revealMessages.reportSubmit) }).click();
    await expect(item.getByTestId("contact-report")).toHaveText(
      `${ml(contacted.reportedWrongNumber)} ${ml(revealMessages.reportStatus.pending)}`,
    );
    await expect(page.locator("main")).not.toContainText(/Report|Copy|Contacted|Phone/);
  });
});
