import { fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { expect, expectNoSeriousA11yViolations, test } from "./account-fixtures.ts";
import { readOtp, uniquePhone } from "./accounts-api.ts";
import { signUpForm } from "./sign-up-form.ts";

/** Any other 4 digits: each digit moved on by one. */
const wrongCode = (code: string) =>
  [...code].map((digit) => String((Number(digit) + 1) % 10)).join("");

test.describe("the one-time-code block on a 360 px phone", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    // A wrong code answers 400; a resend inside the server's 60 s answers 429 (one pattern:
    // test.use reads a two-item array as a value and its options).
    expectedConsoleErrors: [/status of (400|429)/],
  });

  test("keyboard, paste, wrong and right codes, Edit, and the resend countdown", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/auth/sign-up");
    const form = signUpForm(page);
    const phone = form.getByLabel("Phone No.");
    const verify = form.getByRole("button", { name: "Verify", exact: true });
    const number = uniquePhone();

    // Verify is enabled at exactly 10 digits; Enter before that says what is missing.
    await phone.fill(number.slice(0, 9));
    await expect(verify).toBeDisabled();
    await phone.press("Enter");
    await expect(form.getByText(fieldMessages.verifyNeedsPhone)).toBeVisible();
    await phone.fill(number);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText(toastMessages.otpSent)).toBeVisible();

    // The phone is locked with an Edit link; the boxes ask the phone for the SMS code.
    await expect(phone).toHaveAttribute("readonly", "");
    await expect(form.getByRole("button", { name: "Edit phone number" })).toBeVisible();
    const boxes = [1, 2, 3, 4].map((n) => form.getByLabel(`Digit ${n} of 4`));
    const [first, second, third, fourth] = boxes as [
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    await expect(first).toHaveAttribute("autocomplete", "one-time-code");
    for (const box of boxes) await expect(box).toHaveAttribute("inputmode", "numeric");
    await expect(first).toBeFocused();
    await expect(form.getByText(/^Resend OTP in \d+ seconds$/)).toBeVisible();
    const verifyOtp = form.getByRole("button", { name: "Verify OTP" });
    await expect(verifyOtp).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Digits only; a digit moves on; Backspace in an empty box goes back.
    await page.keyboard.type("a");
    await expect(first).toHaveValue("");
    await expect(first).toBeFocused();
    await page.keyboard.type("12");
    await expect(first).toHaveValue("1");
    await expect(second).toHaveValue("2");
    await expect(third).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(second).toBeFocused();
    await expect(second).toHaveValue("");
    await expect(verifyOtp).toBeDisabled();

    // Pasting a whole code fills every box, whichever box has focus.
    const code = await readOtp(page.request, number);
    const paste = (text: string) =>
      second.evaluate((input, value) => {
        const data = new DataTransfer();
        data.setData("text/plain", value);
        input.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, text);
    await paste(wrongCode(code));
    await expect(fourth).toHaveValue(wrongCode(code).charAt(3));
    await expect(fourth).toBeFocused();
    await verifyOtp.click();
    await expect(
      form.getByRole("alert").filter({ hasText: toastMessages.otpInvalid }),
    ).toBeVisible();

    // The countdown ends in Resend OTP; the server still counts its own 60 s.
    await page.clock.fastForward(61_000);
    await form.getByRole("button", { name: "Resend OTP" }).click();
    await expect(
      page.getByText(/^Please wait \d+ seconds before asking for another OTP\.$/),
    ).toBeVisible();

    await paste(code);
    await verifyOtp.click();
    await expect(form.getByText(toastMessages.otpVerified, { exact: true })).toBeVisible();
    await expect(first).toBeHidden();
    await expect(form.getByRole("button", { name: "Create Profile" })).toBeVisible();

    // Edit unlocks the phone and drops the verification.
    await form.getByRole("button", { name: "Edit phone number" }).click();
    await expect(phone).not.toHaveAttribute("readonly", "");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue(number);
    await expect(verify).toBeEnabled();
    await expect(form.getByText(toastMessages.otpVerified, { exact: true })).toBeHidden();
    await expect(form.getByRole("button", { name: "Create Profile" })).toBeDisabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
