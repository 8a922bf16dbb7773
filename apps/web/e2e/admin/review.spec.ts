import type { Page } from "@playwright/test";
import { adminMessages } from "@sahayi/contract/admin/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { adminNav, loginAsAdmin } from "./admin-fixtures.ts";

test("an admin suspends a listed helper, who leaves the public site, and restores them", async ({
  page,
  request,
}) => {
  const search = await request.get("/api/user/search-maids?page=1");
  const [maid] = (await search.json()).maids as { id: string; name: string }[];
  if (!maid) throw new Error("the demo seed listed no helper");

  await loginAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await adminNav(page, "Review queue").click();
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await adminNav(page, "Helpers").click();
  await page.getByLabel("Search by name or phone").fill(maid.name);
  await page.getByRole("link", { name: maid.name }).first().click();
  await expect(page.getByRole("heading", { name: maid.name, level: 1 })).toBeVisible();
  // Every other helper of that name would do too: the page is the one whose id is in the URL.
  await page.goto(`/admin/helpers/${maid.id}`);
  await page.getByLabel("Reason for suspending").fill("Reported as a wrong number.");
  await page.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText(adminMessages.suspended)).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const gone = await request.post("/api/user/maid-details", { data: { maid_id: maid.id } });
  expect(gone.status()).toBe(404);

  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(adminMessages.restored)).toBeVisible();
  const back = await request.post("/api/user/maid-details", { data: { maid_id: maid.id } });
  expect(back.status()).toBe(200);
});

/** The helpers the review queue lists, by the id in each row's link. */
async function queuedIds(page: Page): Promise<string[]> {
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  const hrefs = await page
    .getByRole("table")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => decodeURIComponent(href.split("/").pop()!));
}

test("an admin approves one helper from the review queue and rejects another with a reason", async ({
  page,
  request,
}) => {
  const publicDetails = async (id: string) =>
    (await request.post("/api/user/maid-details", { data: { maid_id: id } })).status();

  await loginAsAdmin(page);
  const [approveId, rejectId] = await queuedIds(page);
  if (!approveId || !rejectId) throw new Error("the demo seed left fewer than two helpers waiting");
  expect(await publicDetails(approveId)).toBe(404);

  await page.goto(`/admin/helpers/${approveId}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(adminMessages.approved)).toBeVisible();
  await expect(page.getByRole("button", { name: "Suspend" })).toBeVisible();
  expect(await publicDetails(approveId)).toBe(200);

  await page.goto(`/admin/helpers/${rejectId}`);
  const reject = page.getByRole("button", { name: "Reject" });
  // No reason: the form says so and the helper stays waiting.
  await reject.click();
  await expect(page.getByText(adminMessages.reasonRequired)).toBeVisible();
  await expect(page.getByLabel("Reason for rejecting")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Reason for rejecting").fill("The photo does not show her face.");
  await reject.click();
  await expect(page.getByText(adminMessages.rejected)).toBeVisible();
  // Her page keeps the reason (the SMS that tells her quotes it too).
  await expect(page.getByText("The photo does not show her face.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  expect(await publicDetails(rejectId)).toBe(404);

  const left = await queuedIds(page);
  expect(left).not.toContain(approveId);
  expect(left).not.toContain(rejectId);
});

test("the console works at 360 px, its table sorted by the server", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAsAdmin(page);
  await page.goto("/admin/helpers");
  await expect(page.getByRole("heading", { name: "Helpers" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Name" }).click();
  await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
});
