import { adminMessages } from "@sahayi/contract/admin/messages";
import * as filters from "@sahayi/contract/i18n/en/filters";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";
import { combobox } from "../catalog/filter-form.ts";
import { expect, test } from "../fixtures.ts";
import { loginAsAdmin } from "./admin-fixtures.ts";

// An admin names a new language in both scripts; a Malayalam page offers it by its Malayalam
// name and finds it by either. The entry is removed at the end (nobody uses it).

// The name in Latin letters is refused on purpose.
test.use({ expectedConsoleErrors: [/status of 400/] });

test("an admin adds a language with its Malayalam name, refused in Latin letters, and a Malayalam page offers it", async ({
  page,
}) => {
  // A login and four pages: 13 s on a quiet machine, past 30 s on a busy CI one.
  test.slow();
  const english = `Konkani ${Date.now().toString(36)}`;
  const malayalam = "കൊങ്കണി";
  await loginAsAdmin(page);
  await page.goto("/admin/catalogue/reference/languages");
  const form = page.getByRole("form", { name: "Add an entry" });
  await form.getByLabel("New entry").fill(english);
  await form.getByLabel("Malayalam name (optional)").fill("Konkani");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(form.getByRole("alert")).toContainText(adminMessages.malayalamNameScript);
  await expect(form.getByLabel("Malayalam name (optional)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  // What was typed stays for the correction.
  await expect(form.getByLabel("New entry")).toHaveValue(english);

  await form.getByLabel("Malayalam name (optional)").fill(malayalam);
  await form.getByRole("button", { name: "Add" }).click();
  const row = page.getByRole("row").filter({ hasText: english });
  await expect(row).toContainText(malayalam);

  await page.goto("/ml/search");
  const field = combobox(page, String(malayalamMessages.get(filters.language)));
  await field.click();
  await field.fill("Konkani");
  await expect(page.getByRole("option")).toHaveText([malayalam]);
  await field.fill("കൊങ്ക");
  await expect(page.getByRole("option")).toHaveText([malayalam]);

  await page.goto("/admin/catalogue/reference/languages");
  await page.getByRole("button", { name: `Remove ${english}` }).click();
  await expect(page.getByRole("row").filter({ hasText: english })).toHaveCount(0);
});
