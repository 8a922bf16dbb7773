import { expect, expectNoSeriousA11yViolations, test } from "../fixtures.ts";
import { categoryDetails, names, searchMaids } from "./catalog-api.ts";
import { cardNames, choose, combobox, countText, resultCount } from "./filter-form.ts";

const categoryHref = (category: { id: number; name: string }) =>
  `/category?category=${encodeURIComponent(category.name)}&category_id=${category.id}`;

test.describe("categories", () => {
  test("/categories shows a card for every category of the home data", async ({
    page,
    homepage,
  }) => {
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    const main = page.getByRole("main");
    for (const category of homepage.category) {
      await expect(main.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        categoryHref(category),
      );
    }
    const first = homepage.category[0]!;
    await main.getByRole("link", { name: first.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  });

  test("a category page has its banner, filters without Expertise, and its helpers", async ({
    page,
    request,
    homepage,
  }) => {
    // Two searches, a reload and a clear: near 25 s of the 30 s budget on busy shared cores.
    test.slow();
    const category = homepage.category[0]!;
    const details = await categoryDetails(request, category.id);
    const expected = await searchMaids(request, { category_id: String(category.id) });
    expect(expected.total, "the first category has helpers").toBeGreaterThan(0);

    await page.goto(categoryHref(category));
    const banner = page.getByTestId("category-banner");
    await expect(banner.getByRole("heading", { level: 1, name: details.name })).toBeVisible();
    await expect(banner.locator("img")).toHaveAttribute("src", details.image);
    await expect(combobox(page, "Expertise")).toHaveCount(0);
    await expect(combobox(page, "District")).toBeVisible();
    await expect(resultCount(page)).toHaveText(countText(expected.total));
    await expect.poll(() => cardNames(page)).toEqual(names(expected.maids));

    await combobox(page, "Experience").click();
    await expect(page.getByRole("option")).toHaveText(["1-2 years", "3-5 years", "6-10 years"]);
  });

  test("filters keep the category, live in the URL, and Clear returns to the category", async ({
    page,
    request,
    homepage,
  }) => {
    const category = homepage.category[0]!;
    const all = await searchMaids(request, { category_id: String(category.id) });
    const filtered = await searchMaids(request, {
      category_id: String(category.id),
      experience: "6-10",
    });

    await page.goto(categoryHref(category));
    await choose(page, "Experience", "6-10 years");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${categoryHref(category)}&experience=6-10`);
    await expect(resultCount(page)).toHaveText(countText(filtered.total));
    await expect.poll(() => cardNames(page)).toEqual(names(filtered.maids));

    await page.reload();
    await expect(combobox(page, "Experience")).toHaveValue("6-10 years");
    await expect(resultCount(page)).toHaveText(countText(filtered.total));

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(categoryHref(category));
    await expect(combobox(page, "Experience")).toHaveValue("");
    await expect(resultCount(page)).toHaveText(countText(all.total));
  });

  test("says No Maids Found when nothing in the category matches", async ({
    page,
    request,
    homepage,
  }) => {
    let empty: { href: string } | undefined;
    search: for (const category of homepage.category) {
      for (const age of ["20-30", "30-40", "40-50", "50-60"]) {
        for (const experience of ["1-2", "3-5", "6-10"]) {
          // The demo seed fills most combinations; few helpers gave gender "other".
          const query = { category_id: String(category.id), age, experience, gender: "other" };
          if ((await searchMaids(request, query)).total === 0) {
            empty = {
              href: `${categoryHref(category)}&age=${age}&experience=${experience}&gender=other`,
            };
            break search;
          }
        }
      }
    }
    if (!empty)
      throw new Error("every category, age, experience and gender combination has helpers");
    await page.goto(empty.href);
    await expect(page.getByText("No Maids Found")).toBeVisible();
    await expect(page.getByTestId("maid-card")).toHaveCount(0);
  });

  test("has no serious or critical accessibility violations", async ({ page, homepage }) => {
    await page.goto(categoryHref(homepage.category[0]!));
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("an unknown category", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("gets a not-found page", async ({ page }) => {
      await page.goto("/category?category=Nothing&category_id=987654");
      await expect(
        page.getByRole("heading", { level: 1, name: "Category not found" }),
      ).toBeVisible();
    });
  });
});
