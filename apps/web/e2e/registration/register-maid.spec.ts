import type { Option } from "@sahayi/contract";
import { birthDatesForAges } from "@sahayi/contract/age";
import { fieldMessages, registrationMessages, toastMessages } from "@sahayi/contract/messages";
import { describePrice, formatRupees } from "@sahayi/contract/money";
import { uniquePhone } from "../accounts/accounts-api.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import {
  cameraJpeg,
  fillRegistration,
  type RegistrationValues,
  registrationData,
  registrationForm,
  verifyPhone,
} from "./registration-form.ts";

/** Values from the server's own lists: the first district with a constituency, and so on. */
async function valuesFor(request: Parameters<typeof registrationData>[0], phone: string) {
  const data = await registrationData(request);
  const district = data.location[0]!;
  const response = await request.post("/api/user/sub-location", {
    data: { location_id: district.id },
  });
  const constituencies = (await response.json()) as Option[];
  const values: RegistrationValues = {
    name: "Sreeja Kumari",
    whatsapp: phone,
    email: `sreeja${phone}@example.in`,
    categories: data.categories.slice(0, 2).map((c) => c.name),
    address: "TC 12/345, Pattom",
    district: district.name,
    constituency: constituencies[0]!.name,
    pincode: "695004",
    experience: "6",
    dob: birthDatesForAges(35, 35).to,
    about: "Cooks Kerala meals and looks after elders.",
    gender: "Female",
    religion: data.caste[0]!.name,
    language: data.language[0]!.name,
    shift: data.shift[0]!.name,
  };
  return { data, values };
}

test.describe("helper registration", () => {
  test("registers, pays through the sandbox checkout and lands under review with her e-mail", async ({
    page,
    request,
  }) => {
    // A slow upload on purpose, then a payment: more than the usual test time.
    test.slow();
    const phone = uniquePhone();
    const { data, values } = await valuesFor(request, phone);
    await page.goto("/register-maid");
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
    const form = registrationForm(page);
    const fee = data.maid_registration_plan;
    const summary = page.getByRole("region", { name: "Payment Summary" });
    // The fee as checkout charges it: the taxable value, each tax, the total.
    const price = describePrice(fee.amount);
    for (const [label, value] of [
      ["Amount", fee.amount],
      [price.cgstLabel, fee.cgst],
      [price.sgstLabel, fee.sgst],
      ["Total Amount", fee.total_amount],
    ] as const) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
      await expect(summary).toContainText(formatRupees(value));
    }
    expect(price.total).toBe(formatRupees(fee.total_amount));
    await expect(form.getByRole("combobox", { name: "Constituency" })).toBeDisabled();

    await verifyPhone(page, phone);
    await fillRegistration(page, values);
    // The form asks the date only; the age households will see is counted from it.
    await expect(form.getByText("Age 35", { exact: true })).toBeVisible();
    await expect(form.getByRole("spinbutton", { name: "Age" })).toHaveCount(0);
    await expect(form.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
    await expect(form.getByRole("img", { name: /Additional image \d preview/ })).toHaveCount(2);

    // Mobile data, as many helpers have it: the upload's progress shows while it goes out.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByRole("button", { name: "Registering..." })).toBeDisabled();
    const progress = page.getByRole("progressbar", { name: "Uploading your details" });
    await expect(progress).toBeVisible();
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")))
      .toBeGreaterThan(0);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(dialog).toContainText(formatRupees(fee.total_amount));
    await dialog.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page.getByText(toastMessages.maidRegistered)).toBeVisible();
    await expect(page).toHaveURL("/registration-under-review");
    await expect(page.getByText(values.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a dismissed checkout says so and keeps everything; Register again pays the same order", async ({
    page,
    request,
  }) => {
    // A slow upload on purpose, then a payment: more than the usual test time.
    test.slow();
    const phone = uniquePhone();
    const { values } = await valuesFor(request, phone);
    await page.goto("/register-maid");
    const form = registrationForm(page);
    await verifyPhone(page, phone);
    await fillRegistration(page, values);
    await form.getByRole("button", { name: "Register" }).click();
    let dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toBeVisible();
    const orderId = await dialog.locator("dd").last().textContent();
    await dialog.getByRole("button", { name: "Dismiss" }).click();

    await expect(
      form.getByRole("alert").filter({ hasText: toastMessages.paymentCancelled }),
    ).toBeVisible();
    await expect(page).toHaveURL("/register-maid");
    await expect(form.getByRole("button", { name: "Register" })).toBeEnabled();
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(values.name);
    await expect(form.getByRole("combobox", { name: "Constituency" })).toHaveValue(/\d+/);
    await expect(form.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
    await expect(form.getByRole("img", { name: /Additional image \d preview/ })).toHaveCount(2);

    await form.getByRole("button", { name: "Register" }).click();
    dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("dd").last()).toHaveText(orderId ?? "");
    await dialog.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL("/registration-under-review");
  });

  test("shows the field messages (product §5) and refuses files the rules do not allow", async ({
    page,
  }) => {
    // Many steps and real images made in the test: more than the usual test time.
    test.slow();
    await page.goto("/register-maid");
    const form = registrationForm(page);
    await expect(form.getByRole("checkbox").first()).toBeVisible({ timeout: 20_000 });
    await form.getByRole("button", { name: "Register" }).click();
    for (const message of [
      fieldMessages.nameRequired,
      fieldMessages.shiftRequired,
      fieldMessages.categoryRequired,
      fieldMessages.casteRequired,
      fieldMessages.languageRequired,
      fieldMessages.dobRequired,
      fieldMessages.genderRequired,
      fieldMessages.experienceRequired,
      fieldMessages.photoRequired,
      fieldMessages.addressRequired,
    ]) {
      await expect(form.getByText(message, { exact: true }), message).toBeVisible();
    }

    const leave = async (label: string, value: string, message: string) => {
      const field = form.getByRole("textbox", { name: label, exact: true });
      await field.fill(value);
      await field.blur();
      await expect(form.getByText(message, { exact: true }), label).toBeVisible();
    };
    await leave("WhatsApp No.", "12ab3", fieldMessages.whatsapp10);
    await expect(form.getByRole("textbox", { name: "WhatsApp No." })).toHaveValue("123");
    await leave("Email Address", "anu@example", fieldMessages.emailAddressInvalid);
    await leave("Pincode", "6820", fieldMessages.pincode6);
    await expect(form.getByRole("textbox", { name: "Pincode" })).toHaveAttribute("maxlength", "6");
    await leave("Date of Birth", birthDatesForAges(17, 17).to, fieldMessages.ageMinimum);
    // Digits only: e, +, - and . never reach the field.
    const experience = form.getByRole("textbox", { name: "Experience (in years)", exact: true });
    await experience.pressSequentially("1e+-.2");
    await expect(experience).toHaveValue("12");

    const photo = page.locator('input[type="file"][name="profile_picture"]');
    await photo.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4 ".repeat(100)),
    });
    await expect(form.getByText(`cv.pdf: ${registrationMessages.imageUnsupported}`)).toBeVisible();
    const big = await cameraJpeg("huge.jpg");
    await photo.setInputFiles({
      ...big,
      buffer: Buffer.concat([big.buffer, Buffer.alloc(2_000_001 - big.buffer.length)]),
    });
    await expect(form.getByText(`huge.jpg: ${fieldMessages.fileTooLarge}`)).toBeVisible();
    await photo.setInputFiles({
      name: "dot.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(100),
    });
    await expect(form.getByText(`dot.png: ${registrationMessages.imageTooSmall}`)).toBeVisible();
    await expect(form.getByRole("img", { name: "Profile photo preview" })).toHaveCount(0);
    await photo.setInputFiles(await cameraJpeg("me.jpg"));
    await expect(form.getByRole("img", { name: "Profile photo preview" })).toBeVisible();
    await form.getByRole("button", { name: "Remove profile photo" }).click();
    await expect(form.getByRole("img", { name: "Profile photo preview" })).toHaveCount(0);

    const gallery = page.locator('input[type="file"][name="additional_images"]');
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => cameraJpeg(`work${n}.jpg`, 160)));
    await gallery.setInputFiles(six);
    await expect(form.getByRole("img", { name: /Additional image \d preview/ })).toHaveCount(5);
    await expect(form.getByText(`work6.jpg: ${fieldMessages.tooManyImages}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("fits a 360 px phone, with a camera button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/register-maid");
    await expect(registrationForm(page).getByRole("checkbox").first()).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSidewaysScroll(page);
    // The fee's total and what it is made of, readable on the phone.
    const summary = page.getByRole("region", { name: "Payment Summary" });
    const { cgstLabel, sgstLabel } = describePrice(0);
    for (const label of ["Amount", cgstLabel, sgstLabel, "Total Amount"]) {
      const row = summary.getByText(label, { exact: true });
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport();
    }
    await expect(page.locator('input[type="file"][capture="user"]')).toHaveCount(1);
    await expect(page.locator('input[type="file"][capture="environment"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
});
