import { adminHelperEditMessages } from "@sahayi/contract/admin/messages";
import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { loginAsAdmin } from "./admin-fixtures.ts";

// The refused save answers 409 on purpose.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
});

test("an admin edits a helper's name; another helper's phone is refused on the field, keeping what was typed; the public page shows the new name", async ({
  page,
  request,
}) => {
  const search = await request.get("/api/user/search-maids?page=1");
  const [, maid, other] = (await search.json()).maids as { id: string; name: string }[];
  if (!maid || !other) throw new Error("the demo seed listed too few helpers");

  await loginAsAdmin(page);
  await page.goto(`/admin/helpers/${other.id}`);
  const otherForm = page.getByRole("form", { name: "Edit details" });
  const otherPhone = await otherForm.getByLabel("Mobile number").inputValue();
  expect(otherPhone).toMatch(/^[0-9]{10}$/);

  await page.goto(`/admin/helpers/${maid.id}`);
  const edit = page.getByRole("form", { name: "Edit details" });
  const phone = edit.getByLabel("Mobile number");
  const ownPhone = await phone.inputValue();
  const name = `${maid.name} Edited`;
  await edit.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await phone.fill(otherPhone);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText(adminHelperEditMessages.phoneTaken)).toBeVisible();
  await expect(edit.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);

  await phone.fill(ownPhone);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(adminHelperEditMessages.saved)).toBeVisible();
  const answer = await request.post("/api/user/maid-details", { data: { maid_id: maid.id } });
  expect((await answer.json()).name).toBe(name);
  await page.goto(`/maid/${maid.id}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});
