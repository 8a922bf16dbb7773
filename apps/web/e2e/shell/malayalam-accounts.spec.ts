import type { Locator, Page } from "@playwright/test";
import * as account from "@sahayi/contract/i18n/en/account";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as registration from "@sahayi/contract/i18n/en/registration";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { fieldMessages, registrationMessages, toastMessages } from "@sahayi/contract/messages";
import { readOtp, uniquePhone } from "../accounts/accounts-api.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { clippedBoxes, ml } from "./malayalam-checks.ts";

/** Each word of a message with `{name}`s, as the page writes it with its parameters. */
const mlWith = (english: string, params: Record<string, string | number>) =>
  ml(english).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));

/** A form's text field by its label's Malayalam, the whole of it. */
const textbox = (form: Locator, label: string) =>
  form.getByRole("textbox", { name: ml(label), exact: true });

/** The same page holds: Malayalam at 360 px, nothing sideways, nothing clipped, axe. */
async function expectLaidOut(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expectNoSidewaysScroll(page);
  expect(await clippedBoxes(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test.describe("the account pages in Malayalam on a 360 px phone", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    // A failed login answers 401, a wrong code 400.
    expectedConsoleErrors: [/status of 40[01]/],
  });

  test("login: its words, the form's own checks and the API's refusal in Malayalam", async ({
    page,
  }) => {
    await page.goto("/ml/auth/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(account.loginTitle));
    await expect(page.getByText(ml(account.loginIntro))).toBeVisible();
    const form = page.getByRole("form", { name: ml(account.login) });
    await expect(form.getByRole("link", { name: ml(account.forgotPassword) })).toHaveAttribute(
      "href",
      "/ml/auth/forgot-password",
    );
    await expect(form.getByRole("link", { name: ml(account.signUp) })).toHaveAttribute(
      "href",
      "/ml/auth/sign-up",
    );

    const submit = form.getByRole("button", { name: ml(account.login), exact: true });
    await submit.click();
    await expect(form.getByText(ml(fieldMessages.phoneRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.passwordRequired))).toBeVisible();
    await expect(form.getByLabel(ml(account.phoneLabel))).toBeFocused();
    await expectLaidOut(page);

    // Nobody has this number: the API says so in the page's language.
    await form.getByLabel(ml(account.phoneLabel)).fill(uniquePhone());
    await form.getByLabel(ml(account.passwordLabel)).fill("not the password");
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText(
      malayalamAccountErrors.get(toastMessages.loginFailed) ?? "",
    );
    await expect(form.getByLabel(ml(account.passwordLabel))).toHaveValue("not the password");
  });

  test("sign-up: its fields, the phone's one-time code and every field's message in Malayalam", async ({
    page,
  }) => {
    await page.goto("/ml/auth/sign-up");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(account.signUp));
    const form = page.getByRole("form", { name: ml(account.signUp) });
    for (const label of [
      account.nameLabel,
      account.phoneLabel,
      account.whatsappLabel,
      account.emailLabel,
      account.confirmPasswordLabel,
      account.passwordLabel,
      account.pincodeLabel,
      account.addressLabel,
    ]) {
      await expect(textbox(form, label)).toBeVisible();
    }
    await expect(form.getByLabel(ml(account.photoLabel))).toBeVisible();
    await expect(form.getByText(mlWith(account.passwordHint, { min: 8 }))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.verifyPhoneFirst))).toBeVisible();
    await expect(form.getByRole("button", { name: ml(account.createProfile) })).toBeDisabled();

    // Every field says its own message when it is left, the form's own checks.
    for (const label of [account.nameLabel, account.emailLabel, account.pincodeLabel]) {
      await textbox(form, label).focus();
      await textbox(form, label).blur();
    }
    await expect(form.getByText(ml(fieldMessages.nameRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.emailRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.pincodeRequired))).toBeVisible();
    await textbox(form, account.emailLabel).fill("not an address");
    await textbox(form, account.emailLabel).blur();
    await expect(form.getByText(ml(fieldMessages.emailInvalid))).toBeVisible();

    // The phone's code: the boxes, a wrong code refused, then the right one.
    const phone = uniquePhone();
    await textbox(form, account.phoneLabel).fill(phone);
    await form.getByRole("button", { name: ml(account.verify), exact: true }).click();
    await expect(page.getByText(ml(toastMessages.otpSent))).toBeVisible();
    const boxes = form.getByRole("group", { name: ml(account.enterOtp) });
    await expect(boxes).toBeVisible();
    const [waitBefore, waitAfter] = ml(account.resendIn).split("{seconds}");
    await expect(form.getByText(new RegExp(`^${waitBefore}\\d+${waitAfter}$`))).toBeVisible();
    const code = await readOtp(page.request, phone);
    // Every digit other than the code's, so the right code retypes each box.
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");
    await boxes
      .getByLabel(mlWith(account.otpDigit, { digit: 1, digits: 4 }))
      .pressSequentially(wrong);
    await form.getByRole("button", { name: ml(account.verifyOtp) }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: ml(toastMessages.otpInvalid) }),
    ).toBeVisible();
    await boxes
      .getByLabel(mlWith(account.otpDigit, { digit: 1, digits: 4 }))
      .pressSequentially(code);
    await form.getByRole("button", { name: ml(account.verifyOtp) }).click();
    await expect(form.getByText(ml(toastMessages.otpVerified), { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: ml(account.editPhone) })).toBeVisible();

    // A submit with the rest missing: each field's message, the tick box's too.
    await form.getByRole("button", { name: ml(account.createProfile) }).click();
    await expect(form.getByText(ml(fieldMessages.whatsappRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.passwordRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.districtRequired))).toBeVisible();
    await expect(form.getByText(ml(fieldMessages.photoRequired))).toBeVisible();
    await textbox(form, account.passwordLabel).fill("longenough");
    await textbox(form, account.confirmPasswordLabel).fill("different");
    await textbox(form, account.confirmPasswordLabel).blur();
    await expect(form.getByText(ml(fieldMessages.passwordsMustMatch))).toBeVisible();
    await expect(
      form.getByRole("checkbox", {
        name: mlWith(account.consentAgree, { policy: ml(account.privacyPolicyLink) }),
      }),
    ).toBeVisible();
    await expectLaidOut(page);
  });

  test("forgot password: its steps, the phone's check and the code's in Malayalam", async ({
    page,
  }) => {
    await page.goto("/ml/auth/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(account.forgotTitle));
    await expect(page.getByText(mlWith(account.stepOf, { step: 1, steps: 3 }))).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      ml(account.stepPhone),
    );
    const phoneForm = page.getByRole("form", { name: ml(account.stepPhone) });
    const send = phoneForm.getByRole("button", { name: ml(account.sendOtp) });
    await expect(phoneForm.getByRole("button", { name: ml(account.back) })).toBeVisible();
    await send.click();
    await expect(phoneForm.getByText(ml(fieldMessages.phoneRequired))).toBeVisible();
    await phoneForm.getByLabel(ml(account.phoneLabel)).fill("98765");
    await send.click();
    await expect(phoneForm.getByText(ml(fieldMessages.phoneExact))).toBeVisible();
    await expectLaidOut(page);

    const phone = uniquePhone();
    await phoneForm.getByLabel(ml(account.phoneLabel)).fill(phone);
    await send.click();
    await expect(page.getByText(ml(toastMessages.otpSent))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: ml(account.enterOtp) })).toBeFocused();
    await expect(page.getByText(mlWith(account.stepOf, { step: 2, steps: 3 }))).toBeVisible();
    const [, sentTo] = ml(account.codeSentTo).split("{phone}");
    await expect(page.getByText(sentTo!.trim())).toBeVisible();
    await page.getByRole("button", { name: ml(account.verifyOtp) }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: ml(fieldMessages.otpIncompleteReset) }),
    ).toBeVisible();
    await expectLaidOut(page);
  });

  test("helper registration: its fields, sections and every field's message in Malayalam", async ({
    page,
  }) => {
    await page.goto("/ml/register-maid");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      ml(registration.registerTitle),
    );
    await expect(page).toHaveTitle(new RegExp(`^${ml(registration.registerTitle)}`));
    const form = page.getByRole("form", { name: ml(registration.formTitle) });
    await expect(
      page
        .getByRole("region", { name: ml(registration.paymentSummary) })
        .getByText(ml(registration.totalAmount)),
    ).toBeVisible();
    await expect(form.getByRole("group", { name: ml(registration.jobCategories) })).toBeVisible();
    await expect(form.getByRole("combobox", { name: ml(filters.constituency) })).toBeDisabled();
    await expect(form.getByText(ml(registration.aboutHint))).toBeVisible();
    await expect(form.getByRole("button", { name: ml(registration.dropPhotoHere) })).toBeVisible();
    await expect(
      form.getByRole("button", { name: mlWith(registration.dropImagesHere, { max: 5 }) }),
    ).toBeVisible();

    await form.getByRole("button", { name: ml(registration.registerTitle), exact: true }).click();
    for (const message of [
      fieldMessages.nameRequired,
      fieldMessages.categoryRequired,
      fieldMessages.districtRequired,
      registrationMessages.constituencyRequired,
      fieldMessages.experienceRequired,
      fieldMessages.dobRequired,
      fieldMessages.genderRequired,
      fieldMessages.casteRequired,
      fieldMessages.shiftRequired,
      fieldMessages.photoRequired,
    ]) {
      await expect(form.getByText(ml(message), { exact: true }).first()).toBeVisible();
    }
    await textbox(form, registration.experienceYears).fill("99");
    await textbox(form, registration.experienceYears).blur();
    await expect(form.getByText(ml(registrationMessages.experienceTooHigh))).toBeVisible();
    await expectLaidOut(page);

    await page.goto("/ml/registration-under-review");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      ml(registration.underReviewTitle),
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      ml(registration.thanks),
    );
    await expect(page.getByRole("link", { name: ml(registration.backToHome) })).toHaveAttribute(
      "href",
      /^\/ml\/?$/,
    );
    await expectLaidOut(page);
  });
});

test("the English account pages keep their English words", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.loginTitle);
  const form = page.getByRole("form", { name: account.login });
  await form.getByRole("button", { name: account.login, exact: true }).click();
  await expect(form.getByText(fieldMessages.phoneRequired)).toBeVisible();
  await page.goto("/auth/forgot-password");
  await expect(page.getByText("Step 1 of 3")).toBeVisible();
  await page.goto("/auth/sign-up");
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  await expect(page.getByText(fieldMessages.verifyPhoneFirst)).toBeVisible();
  await page.goto("/register-maid");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(registration.registerTitle);
  await expect(page.getByText("JPEG, PNG, GIF or WebP, at most 2 MB each, up to 5.")).toBeVisible();
});
