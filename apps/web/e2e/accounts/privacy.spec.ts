import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import type { ConsentState, MyData } from "@sahayi/contract";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { accountMessages, toastMessages } from "@sahayi/contract/messages";
import { accountsPaths } from "@sahayi/contract/paths";
import {
  MY_DATA_FILE_NAME,
  PRIVACY_POLICY_VERSION,
  privacyPaths,
} from "@sahayi/contract/privacy/privacy-paths";
import { loginAsAdmin } from "../admin/admin-fixtures.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { seedSession } from "./account-fixtures.ts";
import {
  createAccount,
  firstDistrict,
  loginByApi,
  uniquePhone,
  verificationToken,
} from "./accounts-api.ts";
import { fillSignUp, signUpForm, verifyPhone } from "./sign-up-form.ts";

const consentOf = async (request: APIRequestContext, accessToken: string) => {
  const response = await request.get(privacyPaths.consent, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ConsentState;
};

/** An account made through the API as a client that sends no consent field would make it. */
async function accountWithoutConsent(request: APIRequestContext) {
  const phone = uniquePhone();
  const district = await firstDistrict(request);
  const response = await request.post(accountsPaths.signUp, {
    multipart: {
      name: `Old User ${phone.slice(-4)}`,
      mobile_number: phone,
      whatsapp_number: phone,
      email: `old${phone}@example.com`,
      password: `pass-${phone}`,
      address: "3 Beach Road, Kollam",
      location: String(district.id),
      pincode: "691001",
      verification_token: await verificationToken(request, phone, "signup"),
      profile_picture: {
        name: "me.gif",
        mimeType: "image/gif",
        buffer: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { phone, password: `pass-${phone}` };
}

test.describe("the profile's privacy rights", () => {
  test("Download my data saves everything kept about the user as a JSON file", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await seedSession(page, account);
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "My data" });
    await expect(section).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const downloading = page.waitForEvent("download");
    await section.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(MY_DATA_FILE_NAME);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as MyData;
    expect(data.account).toMatchObject({
      name: account.name,
      mobile_number: account.phone,
      email: account.email,
      privacy_policy_version: PRIVACY_POLICY_VERSION,
    });
    expect(data.messages_sent.one_time_codes[0]).toMatchObject({ purpose: "signup" });
  });

  test.describe("Delete my account", () => {
    test.use({ expectedConsoleErrors: [/status of 40[01]/] });

    test("a wrong password changes nothing; the right one logs out and the login is gone", async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const account = await createAccount(request);
      await seedSession(page, account);
      await page.goto("/profile");
      await page
        .getByRole("region", { name: "Delete my account" })
        .getByRole("button", { name: "Delete my account" })
        .click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(dialog.getByText("Password is required")).toBeVisible();
      await dialog.getByLabel("Password").fill("not the password");
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(dialog.getByText("The password is not correct.")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      expect((await loginByApi(request, account)).user_data.mobile_number).toBe(account.phone);

      await page
        .getByRole("region", { name: "Delete my account" })
        .getByRole("button", { name: "Delete my account" })
        .click();
      await dialog.getByLabel("Password").fill(account.password);
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await expect(page.getByText("Your account has been deleted.")).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/auth\/login/);

      const login = await request.post(accountsPaths.login, {
        data: { mobile_number: account.phone, password: account.password },
      });
      expect(login.status()).toBe(401);
      expect(await login.json()).toMatchObject({ error: toastMessages.loginFailed });
    });
  });
});

test.describe("consent to the privacy policy", () => {
  test("the sign-up form asks for the tick and records the version agreed to", async ({ page }) => {
    const phone = uniquePhone();
    await page.goto("/auth/sign-up");
    await verifyPhone(page, phone);
    await fillSignUp(page, {
      name: "Meera Nair",
      phone,
      whatsapp: phone,
      email: `meera${phone}@example.com`,
      password: "long enough password",
      district: (await firstDistrict(page.request)).name,
      address: "7 Canal Road, Alappuzha",
      pincode: "688001",
    });
    const form = signUpForm(page);
    const tick = form.getByRole("checkbox", { name: /read the privacy policy/ });
    await tick.uncheck();
    await form.getByRole("button", { name: "Create Profile" }).click();
    await expect(
      form.getByText("Please confirm that you have read the privacy policy."),
    ).toBeVisible();
    await expect(tick).toHaveAttribute("aria-invalid", "true");
    await tick.check();
    await form.getByRole("button", { name: "Create Profile" }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    const login = await loginByApi(page.request, { phone, password: "long enough password" });
    expect(await consentOf(page.request, login.access_token)).toMatchObject({
      version: PRIVACY_POLICY_VERSION,
      ask: false,
    });
  });

  test("an account that never agreed is asked at each login, in a dialog, and the login goes on", async ({
    page,
    request,
  }) => {
    const account = await accountWithoutConsent(request);
    const logIn = async () => {
      await page.goto("/auth/login");
      const form = page.getByRole("form", { name: "Login" });
      await form.getByLabel("Phone No.").fill(account.phone);
      await form.getByLabel("Password").fill(account.password);
      await form.getByRole("button", { name: "Login" }).click();
    };
    const dialog = page.getByRole("dialog", { name: "Our privacy policy has changed" });

    await logIn();
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Not now: the login goes on, and the next login asks again.
    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(dialog).toBeHidden();

    await logIn();
    await dialog.getByRole("button", { name: "I agree" }).click();
    await expect(page.getByText("Your agreement to the privacy policy is recorded.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const login = await loginByApi(request, account);
    expect(await consentOf(request, login.access_token)).toMatchObject({
      version: PRIVACY_POLICY_VERSION,
      ask: false,
    });

    await logIn();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test("an admin deletes a user's account after confirming, with a reason", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const before = await loginByApi(request, account);
  await loginAsAdmin(page);
  await page.goto("/admin/users");
  await page.getByLabel("Search by name or phone").fill(account.phone);
  await page.getByRole("link", { name: account.name }).click();
  await expect(page.getByRole("heading", { name: account.name, level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(form.getByText(adminMessages.reasonRequired)).toBeVisible();
  await form.getByLabel("Reason").fill("Asked by phone to close it");
  await form.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${account.name}'s account?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await loginByApi(request, account)).user_data.name).toBe(account.name);

  await form.getByRole("button", { name: "Delete account" }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("The account has been deleted.")).toBeVisible();
  await expect(
    page.getByText("This account was deleted; nothing more can be changed."),
  ).toBeVisible();
  const refused = await request.get(accountsPaths.profileDetails, {
    headers: { Authorization: `Bearer ${before.access_token}` },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: accountMessages.loginRequired });
});
