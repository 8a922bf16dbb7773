import { emptyStates, fieldMessages, toastMessages } from "@sahayi/contract/messages";
import { expect, expectNoSeriousA11yViolations, test } from "./account-fixtures.ts";
import { profileDetails, uniquePhone } from "./accounts-api.ts";

test.describe("profile area on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("left panel and tabs, each tab its own address", async ({ page, request, signedIn }) => {
    const { user } = await profileDetails(request, signedIn.access_token);
    await page.goto("/profile");
    const panel = page.getByRole("complementary", { name: "Account" });
    await expect(panel).toContainText(user.name);
    await expect(panel.getByRole("img", { name: user.name })).toBeVisible();
    await expect(panel.getByText(emptyStates.noSubscriptions)).toBeVisible();

    const tabs = panel.getByRole("navigation", { name: "Profile sections" });
    await expect(tabs.getByRole("link", { name: "Profile" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tabs.getByRole("link", { name: "Transaction details" }).click();
    await expect(page).toHaveURL(/\/profile\/transaction-details$/);
    await expect(page.getByRole("heading", { level: 2, name: "Payment Details" })).toBeVisible();
    await expect(page.getByText(emptyStates.noTransactions)).toBeVisible();
    await tabs.getByRole("link", { name: "Maids" }).click();
    await expect(page).toHaveURL(/\/profile\/maids$/);
    await expect(page.getByText(emptyStates.noMaidsAdded)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(emptyStates.noTransactions)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Update, Cancel and Save", async ({ page, request, signedIn }) => {
    const { user } = await profileDetails(request, signedIn.access_token);
    await page.goto("/profile");
    const form = page.getByRole("form", { name: "Profile" });
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await expect(field("Name")).toHaveValue(user.name);
    await expect(field("Name")).toHaveAttribute("readonly", "");
    await expect(form.getByRole("button", { name: "Save" })).toHaveCount(0);

    await form.getByRole("button", { name: "Update" }).click();
    await expect(field("Name")).not.toHaveAttribute("readonly", "");
    // The phone number is the login: it stays as it is.
    await expect(field("Phone No.")).toHaveAttribute("readonly", "");
    const leave = async (name: string, value: string, message: string) => {
      await field(name).fill(value);
      await field(name).blur();
      await expect(form.getByText(message, { exact: true }), name).toBeVisible();
    };
    await leave("Name", "", fieldMessages.nameRequired);
    await leave("Email Address", "anu@example", fieldMessages.emailAddressInvalid);
    await leave("WhatsApp No.", "123", fieldMessages.whatsapp10);
    await leave("Pincode", "12", fieldMessages.pincode6);
    await leave("Address", " ", fieldMessages.addressRequired);

    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(field("Name")).toHaveValue(user.name);
    await expect(field("Pincode")).toHaveValue(user.pincode);
    await expect(form.getByText(fieldMessages.nameRequired)).toBeHidden();
    await expect(field("Name")).toHaveAttribute("readonly", "");

    const changed = {
      name: `Renamed ${uniquePhone().slice(-4)}`,
      whatsapp_number: uniquePhone(),
      pincode: "695002",
      address: "House 7, Beach Road, Kollam",
    };
    await form.getByRole("button", { name: "Update" }).click();
    await field("Name").fill(changed.name);
    await field("WhatsApp No.").fill(changed.whatsapp_number);
    await field("Pincode").fill(changed.pincode);
    await field("Address").fill(changed.address);
    await form.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText(toastMessages.profileUpdated)).toBeVisible();
    await expect(field("Name")).toHaveAttribute("readonly", "");
    await expect(page.getByRole("complementary", { name: "Account" })).toContainText(changed.name);
    const saved = await profileDetails(request, signedIn.access_token);
    expect(saved.user).toMatchObject({ ...changed, mobile_number: user.mobile_number });
    await page.reload();
    await expect(field("Name")).toHaveValue(changed.name);
    await expect(field("WhatsApp No.")).toHaveValue(changed.whatsapp_number);
  });
});

test.describe("profile area on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("fits the screen and passes axe", async ({ page, signedIn }) => {
    await page.goto("/profile");
    await expect(page.getByRole("complementary", { name: "Account" })).toContainText(
      signedIn.user_data.name,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
