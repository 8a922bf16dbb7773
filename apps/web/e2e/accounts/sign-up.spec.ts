import type { DevSmsResponse } from "@sahayi/contract";
import { OTP_RESEND_SECONDS } from "@sahayi/contract/constants";
import { accountMessages, fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { expect, expectNoSeriousA11yViolations, test } from "./account-fixtures.ts";
import { firstDistrict, loginByApi, uniquePhone } from "./accounts-api.ts";
import { fillSignUp, pngOfThePage, signUpForm, verifyPhone } from "./sign-up-form.ts";

test.describe("sign-up on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("checks each field as it is left, with the spec's messages", async ({ page }) => {
    await page.goto("/auth/sign-up");
    const form = signUpForm(page);
    await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Create Profile" })).toBeDisabled();
    await expect(form.getByText(fieldMessages.verifyPhoneFirst)).toBeVisible();

    const leave = async (label: string, value: string, message: string) => {
      const field = form.getByRole("textbox", { name: label, exact: true });
      await field.fill(value);
      await field.blur();
      await expect(form.getByText(message, { exact: true }), label).toBeVisible();
    };
    await leave("Name", "  ", fieldMessages.nameRequired);
    await leave("Phone No.", "98765", fieldMessages.phoneExact);
    await leave("WhatsApp No.", "12ab3", fieldMessages.whatsappExact);
    await expect(form.getByLabel("WhatsApp No.")).toHaveValue("123");
    await leave("Email Address", "anu@example", fieldMessages.emailInvalid);
    await leave("Password", "short", fieldMessages.passwordTooShort);
    await leave("Confirm Password", "shorter", fieldMessages.passwordsMustMatch);
    await leave("Pincode", "6820", fieldMessages.pincodeExact);
    await leave("Address", "", fieldMessages.addressRequired);
    await form.getByLabel("District").focus();
    await form.getByLabel("District").blur();
    await expect(form.getByText(fieldMessages.districtRequired)).toBeVisible();
    await leave("Email Address", "", fieldMessages.emailRequired);

    // The photo is checked as soon as it is picked: type, then size.
    const photo = form.getByLabel("Profile Photo");
    await photo.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(form.getByText(fieldMessages.photoUnsupported)).toBeVisible();
    await photo.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(form.getByText(fieldMessages.photoTooLarge)).toBeVisible();
    await photo.setInputFiles(await pngOfThePage(page));
    await expect(form.getByText(fieldMessages.photoTooLarge)).toBeHidden();
    await expect(form.getByRole("img", { name: "Your choice, as it will be shown" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("creates a profile with a verified phone and goes to the login page", async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const values = {
      name: "Meera Nair",
      phone,
      whatsapp: phone,
      email: `meera${phone}@example.com`,
      password: "a long password",
      district: (await firstDistrict(request)).name,
      address: "Near the temple, Thrissur",
      pincode: "680001",
    };
    await page.goto("/auth/sign-up");
    await verifyPhone(page, phone);
    await fillSignUp(page, values);
    const create = signUpForm(page).getByRole("button", { name: "Create Profile" });
    await expect(create).toBeEnabled();
    await create.click();

    await expect(page.getByText(toastMessages.registrationSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel("Phone No.")).toHaveValue(phone);
    const login = await loginByApi(request, { phone, password: values.password });
    expect(login.user_data).toMatchObject({ name: values.name, email: values.email });
    expect(login.user_data.profile_picture).toMatch(/\.webp$/);
  });

  test.describe("a phone that already has an account", () => {
    test.use({ expectedConsoleErrors: [/status of 409/] });

    test("says so clearly and keeps everything typed", async ({ page, request, account }) => {
      // The account's own sign-up code went out moments ago; a new one may follow 60 s later.
      const outbox = await request.get(`/api/dev/sms?mobile_number=${account.phone}`);
      const [latest] = ((await outbox.json()) as DevSmsResponse).messages;
      const wait = latest
        ? Date.parse(latest.created_at) + OTP_RESEND_SECONDS * 1000 - Date.now()
        : 0;
      if (wait > 0) {
        // The wait, plus the usual budget for the steps that follow (test.setTimeout counts
        // from the test's start, so the fixtures' time is already spent).
        test.setTimeout(test.info().timeout + wait + 30_000);
        await page.waitForTimeout(wait + 500);
      }
      const values = {
        name: "Someone Else",
        phone: account.phone,
        whatsapp: account.phone,
        email: `else${account.phone}@example.com`,
        password: "another password",
        district: account.district.name,
        address: "Somewhere in Kerala",
        pincode: "695001",
      };
      await page.goto("/auth/sign-up");
      await verifyPhone(page, account.phone);
      await fillSignUp(page, values);
      await signUpForm(page).getByRole("button", { name: "Create Profile" }).click();

      const alert = signUpForm(page)
        .getByRole("alert")
        .filter({ hasText: accountMessages.phoneRegistered });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole("link", { name: "Go to Login" })).toHaveAttribute(
        "href",
        "/auth/login",
      );
      await expect(page).toHaveURL(/\/auth\/sign-up$/);
      const form = signUpForm(page);
      await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
        values.name,
      );
      await expect(form.getByLabel("Email Address")).toHaveValue(values.email);
      await expect(form.getByRole("textbox", { name: "Password", exact: true })).toHaveValue(
        values.password,
      );
      await expect(
        form.getByRole("img", { name: "Your choice, as it will be shown" }),
      ).toBeVisible();
    });
  });
});

test.describe("account pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ["/auth/sign-up", "/auth/login", "/auth/forgot-password"]) {
    test(`${path} fits the screen and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
