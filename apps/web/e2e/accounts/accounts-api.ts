import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type {
  DevSmsResponse,
  LoginResponse,
  OtpPurpose,
  ProfileDetails,
  RegistrationData,
} from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { PRIVACY_POLICY_VERSION } from "@sahayi/contract/privacy/privacy-paths";
import { expect } from "../fixtures.ts";

/** A phone number no other test uses: the hourly OTP limits count per phone. */
export function uniquePhone(): string {
  return `9${String(randomInt(0, 10 ** 9)).padStart(9, "0")}`;
}

/** The newest code the development SMS outbox holds for a phone (a stable interface, decision 036). */
export async function readOtp(
  request: APIRequestContext,
  phone: string,
  after = "",
): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await request.get(`${accountsPaths.devSms}?mobile_number=${phone}`);
      expect(response.ok()).toBe(true);
      const { messages } = (await response.json()) as DevSmsResponse;
      code = messages[0]?.text.match(/\b(\d{4})\b/)?.[1] ?? "";
      return code !== "" && code !== after;
    })
    .toBe(true);
  return code;
}

/** How many codes were sent to a phone so far. */
export async function sentCount(request: APIRequestContext, phone: string): Promise<number> {
  const response = await request.get(`${accountsPaths.devSms}?mobile_number=${phone}`);
  return ((await response.json()) as DevSmsResponse).messages.length;
}

export async function verificationToken(
  request: APIRequestContext,
  phone: string,
  purpose: OtpPurpose,
): Promise<string> {
  const sent = await request.post(accountsPaths.requestOtp, {
    data: { mobile_number: phone, purpose },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readOtp(request, phone);
  const verified = await request.post(accountsPaths.verifyOtp, {
    data: { mobile_number: phone, otp, purpose },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { verification_token: string }).verification_token;
}

/** The smallest GIF there is: one transparent pixel, a real image for the server to re-encode. */
const ONE_PIXEL_GIF = Buffer.from(
  "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "base64",
);

export interface Account {
  name: string;
  phone: string;
  password: string;
  email: string;
  district: { id: number; name: string };
}

export async function firstDistrict(request: APIRequestContext) {
  const response = await request.get("/api/maid/registration");
  expect(response.ok()).toBe(true);
  const { location } = (await response.json()) as RegistrationData;
  const district = location[0];
  if (!district) throw new Error("the demo seed has no districts");
  return district;
}

/** A user made the way the sign-up page makes one: a verified phone, then the multipart form. */
export async function createAccount(request: APIRequestContext): Promise<Account> {
  const phone = uniquePhone();
  const account: Account = {
    name: `Test User ${phone.slice(-4)}`,
    phone,
    password: `pass-${phone}`,
    email: `user${phone}@example.com`,
    district: await firstDistrict(request),
  };
  const token = await verificationToken(request, phone, "signup");
  const response = await request.post(accountsPaths.signUp, {
    multipart: {
      name: account.name,
      mobile_number: phone,
      whatsapp_number: phone,
      email: account.email,
      password: account.password,
      address: "12 Temple Road, Kochi",
      location: String(account.district.id),
      pincode: "682001",
      verification_token: token,
      privacy_policy_version: PRIVACY_POLICY_VERSION,
      profile_picture: { name: "me.gif", mimeType: "image/gif", buffer: ONE_PIXEL_GIF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function loginByApi(
  request: APIRequestContext,
  account: Pick<Account, "phone" | "password">,
): Promise<LoginResponse> {
  const response = await request.post(accountsPaths.login, {
    data: { mobile_number: account.phone, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as LoginResponse;
}

export async function profileDetails(
  request: APIRequestContext,
  accessToken: string,
): Promise<ProfileDetails> {
  const response = await request.get(accountsPaths.profileDetails, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ProfileDetails;
}
