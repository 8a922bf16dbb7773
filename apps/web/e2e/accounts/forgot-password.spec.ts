import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { accountsPaths } from "@sahayi/contract/paths";
import { expect, expectNoSeriousA11yViolations, test } from "./account-fixtures.ts";
import { createAccount, loginByApi, readOtp, sentCount } from "./accounts-api.ts";

test.describe("forgot password on a desktop", () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    // A wrong code answers 400.
    expectedConsoleErrors: [/status of 400/],
  });

  test("three steps with Back, then a new password that ends old sessions", async ({
    page,
    request,
  }) => {
    // Its own account: this test changes the password.
    const account = await createAccount(request);
    const before = await loginByApi(request, account);

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    // Back from the first step goes back in history.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goForward();

    const phoneForm = page.getByRole("form", { name: "Phone number" });
    const send = phoneForm.getByRole("button", { name: "Send OTP" });
    await send.click();
    await expect(phoneForm.getByText(fieldMessages.phoneRequired)).toBeVisible();
    await phoneForm.getByLabel("Phone No.").fill("98765");
    await send.click();
    await expect(phoneForm.getByText(fieldMessages.phoneExact)).toBeVisible();
    await phoneForm.getByLabel("Phone No.").fill(account.phone);
    const sentBefore = await sentCount(request, account.phone);
    await send.click();
    await expect(page.getByText(toastMessages.otpSent)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Enter OTP" })).toBeFocused();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();

    // Verify OTP with empty boxes says what the spec says on this page.
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: fieldMessages.otpIncompleteReset }),
    ).toBeVisible();

    // Back keeps the number; going on again reuses the code just sent.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(phoneForm.getByLabel("Phone No.")).toHaveValue(account.phone);
    await send.click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    expect(await sentCount(request, account.phone)).toBe(sentBefore + 1);

    const code = await readOtp(request, account.phone);
    const wrong = [...code].map((d) => String((Number(d) + 1) % 10)).join("");
    await page.getByLabel("Digit 1 of 4").pressSequentially(wrong);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: toastMessages.otpIncorrect }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Digit 1 of 4").pressSequentially(code);
    await page.getByLabel("Digit 4 of 4").press("Enter");
    await expect(page.getByText("Step 3 of 3")).toBeVisible();

    const passwordForm = page.getByRole("form", { name: "New password" });
    const reset = passwordForm.getByRole("button", { name: "Reset Password" });
    await expect(passwordForm.getByRole("button", { name: "Back" })).toBeVisible();
    await reset.click();
    await expect(
      passwordForm.getByText(fieldMessages.passwordRequired, { exact: true }),
    ).toBeVisible();
    await expect(passwordForm.getByText(fieldMessages.confirmPasswordRequiredReset)).toBeVisible();
    const newPassword = page.getByRole("textbox", { name: "New Password" });
    const confirm = page.getByRole("textbox", { name: "Confirm Password" });
    await newPassword.fill("short");
    await confirm.fill("shorter");
    await reset.click();
    await expect(passwordForm.getByText(fieldMessages.passwordTooShort)).toBeVisible();
    await expect(
      passwordForm.getByText(fieldMessages.passwordsMustMatch, { exact: true }),
    ).toBeVisible();
    const password = `new secret ${account.phone}`;
    await newPassword.fill(password);
    await confirm.fill(password);
    await reset.click();

    await expect(page.getByText(toastMessages.passwordReset)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByLabel("Phone No.")).toHaveValue(account.phone);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // The reset ended the session that was open before it, and the old password is gone.
    const refresh = await request.post(accountsPaths.refreshToken, {
      data: { refresh_token: before.refresh_token },
    });
    expect(refresh.status()).toBe(401);
    const oldLogin = await request.post(accountsPaths.login, {
      data: { mobile_number: account.phone, password: account.password },
    });
    expect(oldLogin.status()).toBe(401);
  });
});
