import type { Option } from "@sahayi/contract";
import { adminMessages } from "@sahayi/contract/admin/messages";
import { monthLabel } from "@sahayi/contract/verification";
import { uniquePhone } from "../accounts/accounts-api.ts";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import {
  fillRegistration,
  registrationData,
  registrationForm,
  verifyPhone,
} from "../registration/registration-form.ts";
import { loginAsAdmin } from "./admin-fixtures.ts";

/** A name no other helper has: the phone's digits as letters ("Devi Bcfj…"). */
const uniqueName = (phone: string) =>
  `Devi ${[...phone.slice(-6)].map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d))).join("")}`;

// Adding the same record twice is refused on purpose: the browser logs that 409.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
});

test("a freshly registered helper, approved and ID-checked, shows the Verified badge", async ({
  page,
  request,
}) => {
  // A registration with pictures and a payment, then the console: more than the usual time.
  test.slow();
  const phone = uniquePhone();
  const name = uniqueName(phone);
  const data = await registrationData(request);
  const district = data.location[0]!;
  const constituencies = (await (
    await request.post("/api/user/sub-location", { data: { location_id: district.id } })
  ).json()) as Option[];

  await page.goto("/register-maid");
  await verifyPhone(page, phone);
  await fillRegistration(page, {
    name,
    whatsapp: phone,
    email: `devi${phone}@example.in`,
    categories: data.categories.slice(0, 1).map((c) => c.name),
    address: "Kottakkakam, Mattancherry",
    district: district.name,
    constituency: constituencies[0]!.name,
    pincode: "682002",
    experience: "4",
    dob: "1987-06-01",
    about: "Cooks for large families in Kochi.",
    gender: "Female",
    religion: data.caste[0]!.name,
    language: data.language[0]!.name,
    shift: data.shift[0]!.name,
  });
  await registrationForm(page).getByRole("button", { name: "Register" }).click();
  const checkout = page.getByRole("dialog", { name: "Checkout" });
  await checkout.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL("/registration-under-review");

  // The admin finds her in the review queue and approves her.
  await loginAsAdmin(page);
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await page.getByLabel("Search by name or phone").fill(name);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const helperId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(adminMessages.approved)).toBeVisible();

  // Listed but not verified yet: no badge.
  await expect(
    page
      .getByRole("region", { name: "Verification" })
      .getByText("Nothing checked yet: no Verified badge."),
  ).toBeVisible();

  // The ID check: a longer number is refused with the field's message, the last 4 are kept.
  const form = page.getByRole("form", { name: "Record: Identity document" });
  await form.getByLabel("Document type").selectOption("Aadhaar");
  const last4 = form.getByLabel("Last 4 characters of the number");
  await expect(last4).toHaveAttribute("maxlength", "4");
  await last4.fill("93");
  await form.getByRole("button", { name: "Add record" }).click();
  await expect(form.getByText(adminMessages.documentLast4)).toBeVisible();
  await last4.fill("7K21");
  const checkedOn = await form.getByLabel("Date checked").inputValue();
  await form.getByRole("button", { name: "Add record" }).click();
  await expect(page.getByText(adminMessages.verificationAdded)).toBeVisible();
  const records = page.getByRole("list", { name: "Verification records" });
  await expect(records).toContainText("Aadhaar ending 7K21");
  await expect(records).toContainText(`Recorded by`);
  await expectNoSeriousA11yViolations(page);
  // The same record again (a second click) is refused, and the list keeps one.
  await form.getByLabel("Document type").selectOption("Aadhaar");
  await form.getByLabel("Last 4 characters of the number").fill("7K21");
  await form.getByLabel("Date checked").fill(checkedOn);
  await form.getByRole("button", { name: "Add record" }).click();
  await expect(page.getByText(adminMessages.verificationExists).first()).toBeVisible();
  await expect(records.getByRole("listitem")).toHaveCount(1);

  // The public page and the verified search show the badge: the kind and the month only.
  const badgeText = `ID checked ${monthLabel(checkedOn.slice(0, 7))}`;
  await page.goto(`/maid/${helperId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const badge = page.getByTestId("verified-badge");
  await expect(badge).toContainText("Verified");
  await expect(badge).toContainText(badgeText);
  await expect(page.locator("body")).not.toContainText("7K21");

  await page.goto("/search?verified=1");
  await expect(page.getByRole("checkbox", { name: "Verified helpers only" })).toBeChecked();
  const card = page.getByTestId("maid-card").filter({ hasText: name });
  await expect(card.getByTestId("verified-badge")).toContainText(badgeText);

  // Removing a record asks first; Cancel keeps it.
  await page.goto(`/admin/helpers/${helperId}`);
  const remove = page.getByRole("button", { name: `Remove Identity document of ${checkedOn}` });
  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Remove this verification record?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(records.getByRole("listitem")).toHaveCount(1);
  await remove.click();
  await confirm.getByRole("button", { name: "Remove record" }).click();
  await expect(page.getByText(adminMessages.verificationRemoved)).toBeVisible();
  await expect(page.getByText("Nothing checked yet: no Verified badge.")).toBeVisible();
});
