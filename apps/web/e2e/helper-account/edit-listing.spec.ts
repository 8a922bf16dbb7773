import type { APIRequestContext } from "@playwright/test";
import { listingChangeMessages } from "@sahayi/contract/helper-account/listing-changes";
import { loginAsAdmin } from "../admin/admin-fixtures.ts";
import { cameraJpeg } from "../registration/registration-form.ts";
import {
  expect,
  expectNoSeriousA11yViolations,
  phone360,
  registeredHelper,
  seedHelperSession,
  test,
} from "./helper-fixtures.ts";

// A registration, a payment, approvals, an upload and an axe scan: more than 30 s on a busy
// machine.
test.describe.configure({ timeout: 120_000 });
test.use(phone360);

/** Her photo's address as households get it. */
async function publicPhoto(request: APIRequestContext, maidId: string): Promise<string> {
  const answer = await request.post("/api/user/maid-details", { data: { maid_id: maidId } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).profile_picture as string;
}

test("a listed helper edits her about text and sends a new photo, which the public sees once an admin approves it", async ({
  page,
}) => {
  const helper = await registeredHelper(page.request, { listed: true });
  await seedHelperSession(page, helper);

  await page.goto("/helper");
  await page.getByRole("link", { name: "Edit my listing" }).click();
  await expect(page).toHaveURL("/helper/listing");
  await expect(page.getByRole("heading", { level: 1, name: "Edit my listing" })).toBeVisible();
  const about = page.getByRole("textbox", { name: "About Me" });
  await expect(about).toHaveValue("Cooks Kerala meals and keeps a tidy home.");
  const words = `Cooks Kerala meals, looks after elders. ${helper.phone.slice(-4)}`;
  await about.fill(words);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. Households see it on your page now.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/maid/${helper.id}`);
  await expect(page.getByText(words)).toBeVisible();

  const oldPhoto = await publicPhoto(page.request, helper.id);
  await page.goto("/helper/listing");
  await page.getByLabel("Choose a new photo").setInputFiles(await cameraJpeg("new-me.jpg"));
  await expect(page.getByText("Waiting for review")).toBeVisible();
  await expect(page.getByText("Photo sent.", { exact: false })).toBeVisible();
  expect(await publicPhoto(page.request, helper.id)).toBe(oldPhoto);

  await loginAsAdmin(page);
  await page.goto("/admin/listing-changes");
  const change = page.getByRole("article", { name: `New profile photo, ${helper.name}` });
  await change.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(listingChangeMessages.approved)).toBeVisible();
  await expect(change).toHaveCount(0);

  const newPhoto = await publicPhoto(page.request, helper.id);
  expect(newPhoto).not.toBe(oldPhoto);
  await page.goto(`/maid/${helper.id}`);
  const key = newPhoto.split("/").at(-2)!;
  await expect(page.locator(`img[src*="${key}"]`).first()).toBeVisible();
});
