import type { Page } from "@playwright/test";
import { CONTACT_HONEYPOT_FIELD } from "@sahayi/contract/constants";
import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { contentPaths } from "@sahayi/contract/paths";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";

const phoneDigits = (number: string) => number.replace(/\D/g, "");

/** A message a person could send; the phone differs per test so the stored rows can be told apart. */
function message() {
  const phone = `98${String(Date.now()).slice(-8)}`;
  return {
    name: "Anitha Menon",
    mobile_number: phone,
    email: `anitha.${phone}@example.com`,
    message: "We need a cook for weekday evenings in Kakkanad.",
  };
}

async function fill(page: Page, values: ReturnType<typeof message>) {
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Phone Number").fill(values.mobile_number);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Message").fill(values.message);
  return form;
}

async function expectValues(page: Page, values: ReturnType<typeof message>) {
  const form = page.getByRole("form", { name: "Contact us" });
  await expect(form.getByLabel("Name")).toHaveValue(values.name);
  await expect(form.getByLabel("Phone Number")).toHaveValue(values.mobile_number);
  await expect(form.getByLabel("Email")).toHaveValue(values.email);
  await expect(form.getByLabel("Message")).toHaveValue(values.message);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the contact page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows the banner, the form and the site's own contact details, readably", async ({
      page,
      homepage,
    }) => {
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
      const banner = page.locator("img[width='1200'][height='400']").first();
      await expect(banner).toHaveJSProperty("complete", true);
      expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const details = page.getByRole("region", { name: "Reach us directly" });
      const { settings } = homepage;
      const digits = phoneDigits(settings.whatsapp_number);
      await expect(details).toContainText(settings.address);
      await expect(
        details.getByRole("link", { name: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` }),
      ).toHaveAttribute("href", `tel:+91${digits}`);
      await expect(details.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
        "href",
        `https://wa.me/91${digits}`,
      );
      await expect(details.getByRole("link", { name: settings.email })).toHaveAttribute(
        "href",
        `mailto:${settings.email}`,
      );

      const form = page.getByRole("form", { name: "Contact us" });
      const formBox = (await form.boundingBox())!;
      const detailsBox = (await details.boundingBox())!;
      if (viewport.width >= 1024) {
        // Side by side on a wide screen.
        expect(detailsBox.x).toBeGreaterThan(formBox.x + formBox.width);
      } else {
        // One under the other on a phone, both inside the screen.
        expect(detailsBox.y).toBeGreaterThan(formBox.y + formBox.height);
        expect(formBox.x + formBox.width).toBeLessThanOrEqual(viewport.width);
      }
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("the contact form", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the spec's message under each field, as they are left or on Submit", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByRole("button", { name: "Submit" }).click();
    for (const text of [
      fieldMessages.nameRequired,
      fieldMessages.phoneRequired,
      fieldMessages.emailRequired,
      fieldMessages.messageRequired,
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    // The first field with a problem takes the focus.
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    const phone = form.getByLabel("Phone Number");
    await phone.fill("");
    await phone.pressSequentially("98a4-7 01");
    await expect(phone).toHaveValue("984701");
    await form.getByLabel("Email").fill("anitha@example");
    await form.getByLabel("Message").fill("Too short");
    await form.getByLabel("Name").fill("Anitha");
    await expect(form.getByText(fieldMessages.phoneContactInvalid)).toBeVisible();
    await expect(form.getByText(fieldMessages.emailContactInvalid)).toBeVisible();
    await expect(form.getByText(fieldMessages.messageTooShort)).toBeVisible();
    await expect(form.getByText(fieldMessages.nameRequired)).toHaveCount(0);

    // A 5-letter suffix is outside the spec's 2-4.
    await form.getByLabel("Email").fill("anitha@example.email");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByText(fieldMessages.emailContactInvalid)).toBeVisible();
    await phone.fill("98470123456789");
    await expect(phone).toHaveValue("9847012345");
    await expect(form.getByText(fieldMessages.phoneContactInvalid)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("reads Submitting... while it sends, then says so in a toast and empties the form", async ({
    page,
  }) => {
    const values = message();
    await page.goto("/contact");
    const form = await fill(page, values);

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: unknown[] = [];
    await page.route(`**${contentPaths.contactForm}`, async (route) => {
      sent.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit" }).click();
    const busy = form.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expectValues(page, { name: "", mobile_number: "", email: "", message: "" });
    // What went to the server: the spec's payload, and an empty honeypot.
    expect(sent).toEqual([{ ...values, [CONTACT_HONEYPOT_FIELD]: "" }]);
  });

  test.describe("when the server cannot be reached", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test("says the sending failed and keeps everything typed", async ({ page }) => {
      const values = message();
      await page.goto("/contact");
      const form = await fill(page, values);
      await page.route(`**${contentPaths.contactForm}`, (route) => route.abort("failed"));
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(toastMessages.contactFailed)).toBeVisible();
      await expectValues(page, values);
      await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();

      // Once the server answers again, the same words go through.
      await page.unroute(`**${contentPaths.contactForm}`);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(toastMessages.contactSuccess)).toBeVisible();
      await expectValues(page, { name: "", mobile_number: "", email: "", message: "" });
    });
  });

  test("keeps the hidden bot trap out of reach of people and their keyboards", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    const trap = form.locator(`input[name="${CONTACT_HONEYPOT_FIELD}"]`);
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).not.toBeInViewport();
    // Tabbing from Message goes straight to Submit.
    await form.getByLabel("Message").focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Submit" })).toBeFocused();
  });
});
