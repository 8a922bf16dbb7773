import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { readOtp } from "./accounts-api.ts";

export interface SignUpValues {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  password: string;
  district: string;
  address: string;
  pincode: string;
}

export const signUpForm = (page: Page) => page.getByRole("form", { name: "Sign up" });

/** A real PNG: a corner of the page itself, as the browser renders it. */
export async function pngOfThePage(page: Page) {
  return {
    name: "me.png",
    mimeType: "image/png",
    buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } }),
  };
}

/** Asks for the code, reads it from the dev outbox and types it into the boxes. */
export async function verifyPhone(page: Page, phone: string, form: Locator = signUpForm(page)) {
  await form.getByLabel("Phone No.").fill(phone);
  await form.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(form.getByRole("group", { name: "Enter OTP" })).toBeVisible();
  const code = await readOtp(page.request, phone);
  await form.getByLabel("Digit 1 of 4").pressSequentially(code);
  await form.getByRole("button", { name: "Verify OTP" }).click();
  await expect(form.getByText("OTP verified successfully!", { exact: true })).toBeVisible();
}

export async function fillSignUp(page: Page, values: SignUpValues) {
  const form = signUpForm(page);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(values.name);
  await form.getByLabel("WhatsApp No.").fill(values.whatsapp);
  await form.getByLabel("Email Address").fill(values.email);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(values.password);
  await form.getByLabel("Confirm Password").fill(values.password);
  await form.getByLabel("District").selectOption({ label: values.district });
  await form.getByLabel("Pincode").fill(values.pincode);
  await form.getByRole("textbox", { name: "Address", exact: true }).fill(values.address);
  await form.getByLabel("Profile Photo").setInputFiles(await pngOfThePage(page));
  await form.getByRole("checkbox", { name: /read the privacy policy/ }).check();
}
