import type { Locator, Page } from "@playwright/test";
import { helpersText } from "../../src/features/catalog/search/helpers-text.ts";
import { expect } from "../fixtures.ts";

/** Ways to drive the filter form as a person would: open a dropdown, pick by name. */

export const combobox = (scope: Page | Locator, label: string) =>
  scope.getByRole("combobox", { name: label, exact: true });

export async function choose(scope: Page | Locator, label: string, option: string) {
  const field = combobox(scope, label);
  await field.click();
  await field.fill("");
  const page = "page" in scope ? scope.page() : scope;
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/** The names on the result cards, in order. */
export const cardNames = (page: Page) =>
  page.getByTestId("maid-card").getByRole("heading").allTextContents();

export const resultCount = (page: Page) => page.getByTestId("result-count");

export const countText = (total: number) => `${helpersText(total)} found`;

/** Holds matching API requests until `release()`, to see what the page shows meanwhile. */
export async function holdRequests(page: Page, patterns: string[]) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const pattern of patterns) {
    await page.route(pattern, async (route) => {
      await gate;
      await route.continue();
    });
  }
  return { release };
}
