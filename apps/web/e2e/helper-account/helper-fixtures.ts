import type { APIRequestContext, Page } from "@playwright/test";
import type {
  CookieMaidLoginResponse,
  MaidRegistrationResponse,
  Option,
  PurchaseMaidResponse,
} from "@sahayi/contract";
import { birthDatesForAges } from "@sahayi/contract/age";
import { helperAccountPaths } from "@sahayi/contract/helper-account/helper-account-paths";
import { accountsPaths, maidRegistrationPaths, refreshCookie } from "@sahayi/contract/paths";
import { PRIVACY_POLICY_VERSION } from "@sahayi/contract/privacy/privacy-paths";
import { E2E_ADMIN } from "../../../../playwright.config.ts";
import { HELPER_SESSION_STORAGE_KEY } from "../../src/features/helper-account/helper-session.ts";
import { readOtp, uniquePhone, verificationToken } from "../accounts/accounts-api.ts";
import { expect } from "../fixtures.ts";
import { cameraJpeg, registrationData } from "../registration/registration-form.ts";

export { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";

/** A 360 px phone, where a helper uses these pages. */
export const phone360 = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;

export interface TestHelper {
  /** Her public id: her page is /maid/{id}. */
  id: string;
  name: string;
  phone: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A helper registered as the registration page does (a verified phone, the form, the fee paid
 * through the sandbox checkout), so she waits for review; `listed` has the admin approve her.
 */
export async function registeredHelper(
  request: APIRequestContext,
  { listed }: { listed: boolean },
): Promise<TestHelper> {
  const phone = uniquePhone();
  const data = await registrationData(request);
  const district = data.location[0]!;
  const places = await request.post("/api/user/sub-location", {
    data: { location_id: district.id },
  });
  const [constituency] = (await places.json()) as Option[];
  const name = `Bindu ${phone.slice(-4)}`;
  const registered = await request.post(maidRegistrationPaths.registrationForm, {
    multipart: {
      name,
      mobile_number: phone,
      whatsapp_number: phone,
      email: `bindu${phone}@example.in`,
      shift: String(data.shift[0]!.id),
      category_ids: JSON.stringify([data.categories[0]!.id]),
      address: "TC 12/345, Pattom",
      location: String(district.id),
      sub_location: String(constituency!.id),
      pincode: "695004",
      caste: String(data.caste[0]!.id),
      gender: "Female",
      date_of_birth: birthDatesForAges(40, 40).to,
      age: "40",
      maid_language: String(data.language[0]!.id),
      maid_accomodation: "Yes",
      maid_experience: "8",
      about: "Cooks Kerala meals and keeps a tidy home.",
      privacy_policy_version: PRIVACY_POLICY_VERSION,
      verification_token: await verificationToken(request, phone, "maid_registration"),
      profile_picture: await cameraJpeg("me.jpg"),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const order = (await registered.json()) as MaidRegistrationResponse;
  const signed = await request.post("/api/payment/sandbox/complete", {
    data: { razorpay_order_id: order.razorpay_order_id, outcome: "success" },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const verified = await request.post("/api/payment/verify", { data: await signed.json() });
  expect(verified.ok(), await verified.text()).toBe(true);
  if (listed) await approveByAdmin(request, order.maid_id);
  return { id: order.maid_id, name, phone };
}

async function approveByAdmin(request: APIRequestContext, maidId: string) {
  const login = await request.post(accountsPaths.login, {
    data: { mobile_number: E2E_ADMIN.phone, password: E2E_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  const approved = await request.post(`/api/admin/helpers/${maidId}/approve`, {
    headers: bearer(access_token),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** Signs her in as the sign-in page does (a `maid_login` code), her cookie in `request`'s jar. */
export async function helperLoginByApi(
  request: APIRequestContext,
  helper: TestHelper,
): Promise<CookieMaidLoginResponse> {
  const token = await verificationToken(request, helper.phone, "maid_login");
  const login = await request.post(helperAccountPaths.login, {
    headers: { [refreshCookie.header]: "1" },
    data: { mobile_number: helper.phone, verification_token: token },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as CookieMaidLoginResponse;
}

/**
 * Leaves the browser signed in as her, as the sign-in page would: her cookie in the page's jar
 * and her access token put in storage once, before the first page loads.
 */
export async function seedHelperSession(page: Page, helper: TestHelper) {
  const login = await helperLoginByApi(page.request, helper);
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem("e2e-helper-session-seeded")) return;
      window.sessionStorage.setItem("e2e-helper-session-seeded", "1");
      window.localStorage.setItem(key, value);
    },
    [HELPER_SESSION_STORAGE_KEY, login.access_token] as const,
  );
}

/** Pauses or resumes her listing through the API, as her page does. */
export async function setAvailabilityByApi(
  request: APIRequestContext,
  helper: TestHelper,
  body: { available: boolean; available_from?: string },
) {
  const { access_token } = await helperLoginByApi(request, helper);
  const answer = await request.post(helperAccountPaths.availability, {
    headers: bearer(access_token),
    data: body,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A household's reveal, as the contact popup asks for it; answers the raw response. */
export function revealByApi(request: APIRequestContext, accessToken: string, maidId: string) {
  return request.post("/api/user/purchase-maid", {
    headers: bearer(accessToken),
    data: { maid_id: maidId },
  });
}

export async function revealed(
  request: APIRequestContext,
  accessToken: string,
  maidId: string,
): Promise<PurchaseMaidResponse> {
  const answer = await revealByApi(request, accessToken, maidId);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as PurchaseMaidResponse;
}

/** Signs in through her sign-in page: phone, Send OTP, the code from the dev outbox, Sign in. */
export async function signInWithCode(page: Page, phone: string) {
  const phoneStep = page.getByRole("form", { name: "Phone number" });
  await phoneStep.getByLabel("Phone No.").fill(phone);
  await phoneStep.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Enter OTP" })).toBeFocused();
  const code = await readOtp(page.request, phone);
  await page.getByLabel("Digit 1 of 4").pressSequentially(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
