import type { RegistrationData } from "@sahayi/contract";
import { accountsPaths } from "@sahayi/contract/paths";
import { expect, seedSession, test } from "./account-fixtures.ts";
import { createAccount, loginByApi, profileDetails } from "./accounts-api.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("the profile shows the saved district even when the list of districts arrives after the profile", async ({
  page,
  request,
}) => {
  const registration = await request.get("/api/maid/registration");
  const { location: districts } = (await registration.json()) as RegistrationData;
  const ernakulam = districts.find((district) => district.name === "Ernakulam");
  if (!ernakulam) throw new Error("the reference data has no Ernakulam");

  // An account of its own, moved to Ernakulam (not the first district in the list).
  const account = await createAccount(request);
  const login = await loginByApi(request, account);
  const auth = { Authorization: `Bearer ${login.access_token}` };
  const { user } = await profileDetails(request, login.access_token);
  const moved = await request.put(accountsPaths.profileEdit, {
    headers: auth,
    data: {
      name: user.name,
      email: user.email,
      mobile_number: user.mobile_number,
      whatsapp_number: user.whatsapp_number,
      address: user.address,
      location: String(ernakulam.id),
      pincode: user.pincode,
    },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await seedSession(page, account);

  // The list of districts is held back until the profile is on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route("**/api/maid/registration", async (route) => {
    asked++;
    await held;
    await route.continue();
  });

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Profile" });
  await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(user.name);
  const district = form.getByRole("combobox", { name: "District" });
  await expect(district).toHaveAttribute("aria-busy", "true");
  expect(asked).toBe(1);
  release();

  await expect(district).toHaveValue(String(ernakulam.id));
  await expect(district.locator("option:checked")).toHaveText("Ernakulam");

  // Saving without touching it keeps Ernakulam.
  await form.getByRole("button", { name: "Update" }).click();
  await expect(district).toBeEnabled();
  await expect(district.locator("option:checked")).toHaveText("Ernakulam");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("button", { name: "Update" })).toBeVisible();
  const saved = await profileDetails(request, login.access_token);
  expect(saved.user.location_id).toBe(ernakulam.id);
});
