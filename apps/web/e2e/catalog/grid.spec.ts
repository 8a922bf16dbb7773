import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { findMaid } from "./catalog-api.ts";

/** How many cards share the first card's row. */
async function cardsInFirstRow(page: Page) {
  const cards = page.getByTestId("maid-card");
  await expect(cards.nth(5)).toBeVisible();
  const tops = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

// Product §9: 2 columns on phones, 4 on desktops, 5 above 1500 px.
for (const { width, columns } of [
  { width: 390, columns: 2 },
  { width: 1280, columns: 4 },
  { width: 1600, columns: 5 },
]) {
  test(`the results grid has ${columns} columns at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/search");
    expect(await cardsInFirstRow(page)).toBe(columns);
  });
}

// Product §2: the gallery has 2, 3, 4 and 5 columns from 576, 768, 992 and 1200 px.
test("the gallery's masonry has 2, 3, 4 and 5 columns at its breakpoints", async ({
  page,
  request,
}) => {
  const maid = await findMaid(request, (m) => m.additional_images.length > 0);
  await page.goto(`/maid/${maid.id}`);
  await page.getByRole("tab", { name: "Gallery" }).click();
  const gallery = page.getByTestId("gallery");
  for (const { width, columns } of [
    { width: 575, columns: "auto" },
    { width: 576, columns: "2" },
    { width: 768, columns: "3" },
    { width: 992, columns: "4" },
    { width: 1200, columns: "5" },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(gallery).toHaveCSS("column-count", columns);
  }
});
