import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../../playwright.config.ts";
import { expect } from "../fixtures.ts";

/** Logs in through the login page as the admin the server made from ADMIN_PHONE at start. */
export async function loginAsAdmin(page: Page) {
  await page.goto("/auth/login");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Phone No.").fill(E2E_ADMIN.phone);
  await form.getByLabel("Password").fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A link of the console's own navigation. */
export const adminNav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });
