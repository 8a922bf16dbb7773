import type { APIRequestContext, Page } from "@playwright/test";
import type { RegistrationData } from "@sahayi/contract";
import { maidRegistrationPaths } from "@sahayi/contract/paths";
import sharp from "sharp";
import { verifyPhone as verifySignUpPhone } from "../accounts/sign-up-form.ts";
import { expect } from "../fixtures.ts";

export const registrationForm = (page: Page) =>
  page.getByRole("form", { name: "Register to Get Listed as a Maid" });

/** A real JPEG, as a phone camera writes it: noise (so it is not tiny) and GPS in its EXIF. */
export async function cameraJpeg(name: string, width = 480) {
  const buffer = await sharp({
    create: {
      width,
      height: Math.round(width * 0.75),
      channels: 3,
      background: "#7a5",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "10/1 0/1 0/1" } })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export async function registrationData(request: APIRequestContext): Promise<RegistrationData> {
  const response = await request.get(maidRegistrationPaths.registration);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RegistrationData;
}

/** Asks for the code, reads it from the dev outbox (GET /api/dev/sms) and types it in. */
export const verifyPhone = (page: Page, phone: string) =>
  verifySignUpPhone(page, phone, registrationForm(page));

export interface RegistrationValues {
  name: string;
  whatsapp: string;
  email: string;
  categories: string[];
  address: string;
  district: string;
  constituency: string;
  pincode: string;
  experience: string;
  dob: string;
  about: string;
  gender: string;
  religion: string;
  language: string;
  shift: string;
}

export async function fillRegistration(page: Page, values: RegistrationValues) {
  const form = registrationForm(page);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(values.name);
  await form.getByLabel("WhatsApp No.").fill(values.whatsapp);
  await form.getByLabel("Email Address").fill(values.email);
  for (const category of values.categories) {
    await form.getByRole("checkbox", { name: category, exact: true }).check();
  }
  await form.getByRole("textbox", { name: "Address", exact: true }).fill(values.address);
  await form.getByRole("textbox", { name: "About Me", exact: true }).fill(values.about);
  await form
    .getByRole("combobox", { name: "District", exact: true })
    .selectOption({ label: values.district });
  const constituency = form.getByRole("combobox", { name: "Constituency", exact: true });
  await expect(constituency).toBeEnabled();
  await expect(constituency.getByRole("option", { name: values.constituency })).toBeAttached();
  await constituency.selectOption({ label: values.constituency });
  await form.getByRole("textbox", { name: "Pincode", exact: true }).fill(values.pincode);
  await form
    .getByRole("textbox", { name: "Experience (in years)", exact: true })
    .fill(values.experience);
  await form.getByRole("textbox", { name: "Date of Birth", exact: true }).fill(values.dob);
  const select = (name: string) => form.getByRole("combobox", { name, exact: true });
  await select("Gender").selectOption({ label: values.gender });
  await select("Religion").selectOption({ label: values.religion });
  await select("Language").selectOption({ label: values.language });
  await select("Shift").selectOption({ label: values.shift });
  await page
    .locator('input[type="file"][name="profile_picture"]')
    .setInputFiles(await cameraJpeg("me.jpg"));
  await page
    .locator('input[type="file"][name="additional_images"]')
    .setInputFiles([await cameraJpeg("kitchen.jpg", 320), await cameraJpeg("garden.jpg", 320)]);
  await form.getByRole("checkbox", { name: /read the privacy policy/ }).check();
}
