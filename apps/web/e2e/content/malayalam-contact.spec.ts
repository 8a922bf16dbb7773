import * as account from "@sahayi/contract/i18n/en/account";
import * as contact from "@sahayi/contract/i18n/en/contact";
import * as panels from "@sahayi/contract/i18n/en/panels";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { contentPaths } from "@sahayi/contract/paths";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { clippedBoxes, ml } from "../shell/malayalam-checks.ts";

test.describe("the contact page in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("speaks Malayalam from the banner to the toast, and asks the API in Malayalam", async ({
    page,
  }) => {
    await page.goto("/ml/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(page.getByRole("heading", { level: 1, name: ml(panels.contactUs) })).toBeVisible();
    await expect(page.getByText(ml(contact.contactIntro))).toBeVisible();
    await expect(page.getByRole("region", { name: ml(contact.reachUs) })).toContainText(
      ml(contact.chatOnWhatsapp),
    );
    const form = page.getByRole("form", { name: ml(contact.contactForm) });
    await expect(form.getByRole("button", { name: ml(contact.submit) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await clippedBoxes(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // The form's own checks, in the words the API would answer them with.
    await form.getByRole("button", { name: ml(contact.submit) }).click();
    for (const message of [
      fieldMessages.nameRequired,
      fieldMessages.phoneRequired,
      fieldMessages.emailRequired,
      fieldMessages.messageRequired,
    ]) {
      await expect(form.getByText(ml(message), { exact: true })).toBeVisible();
    }
    await form.getByLabel(ml(account.nameLabel)).fill("Anitha Menon");
    await form.getByLabel(ml(contact.phoneNumberLabel)).fill("98470");
    await form.getByLabel(ml(contact.emailLabel)).fill("anitha@example");
    await form.getByLabel(ml(contact.messageLabel)).fill("Too short");
    await form.getByLabel(ml(account.nameLabel)).focus();
    for (const message of [
      fieldMessages.phoneContactInvalid,
      fieldMessages.emailContactInvalid,
      fieldMessages.messageTooShort,
    ]) {
      await expect(form.getByText(ml(message), { exact: true })).toBeVisible();
    }

    const phone = `97${String(Date.now()).slice(-8)}`;
    await form.getByLabel(ml(contact.phoneNumberLabel)).fill(phone);
    await form.getByLabel(ml(contact.emailLabel)).fill(`anitha.${phone}@example.com`);
    await form
      .getByLabel(ml(contact.messageLabel))
      .fill("We need a cook for weekday evenings in Kakkanad.");
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith(contentPaths.contactForm),
    );
    await form.getByRole("button", { name: ml(contact.submit) }).click();
    expect((await sent).headers()["accept-language"]).toBe("ml");
    await expect(page.getByText(ml(toastMessages.contactSuccess))).toBeVisible();
    await expect(form.getByLabel(ml(contact.messageLabel))).toHaveValue("");
  });
});
