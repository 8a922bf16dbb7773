import type { Option, SearchMaidsResponse } from "@sahayi/contract";
import { SEARCH_PAGE_SIZE_DEFAULT } from "@sahayi/contract/constants";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  withoutPreloadedAnswers,
} from "../fixtures.ts";
import { names, registrationData, searchMaids, subLocations } from "./catalog-api.ts";
import {
  cardNames,
  choose,
  combobox,
  countText,
  holdRequests,
  resultCount,
} from "./filter-form.ts";

test.describe("search filters", () => {
  test("District searches by containment, says No results found, and deselects on a second click", async ({
    page,
    request,
  }) => {
    const { location: districts } = await registrationData(request);
    await page.goto("/search");
    const district = combobox(page, "District");

    await district.click();
    await expect(page.getByRole("option")).toHaveCount(districts.length);
    await district.fill("KOT");
    const matching = districts.filter((d) => d.name.toLowerCase().includes("kot"));
    expect(matching.length, "the seed has districts containing 'kot'").toBeGreaterThan(0);
    await expect(page.getByRole("option")).toHaveText(matching.map((d) => d.name));

    await district.fill("zzzz");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText("No results found")).toBeVisible();

    await district.fill("");
    // Product §9: the list is at most about 15rem (240 px) tall and scrolls.
    const list = page.getByRole("listbox", { name: "District" });
    const box = await list.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(241);
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    const chosen = districts[0]!;
    await page.getByRole("option", { name: chosen.name, exact: true }).click();
    await expect(district).toHaveValue(chosen.name);
    await expect(combobox(page, "Constituency")).toBeEnabled();

    await district.click();
    await page.getByRole("option", { name: chosen.name, exact: true }).click();
    await expect(district).toHaveValue("");
    await expect(combobox(page, "Constituency")).toBeDisabled();
  });

  test("works from the keyboard", async ({ page, request }) => {
    const { location: districts } = await registrationData(request);
    const target = districts.find((d) => d.name.length > 4)!;
    await page.goto("/search");
    const district = combobox(page, "District");
    await district.focus();
    await page.keyboard.type(target.name.slice(1, 5).toUpperCase());
    await expect(page.getByRole("option").first()).toHaveText(target.name);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(district).toHaveValue(target.name);
    await expect(combobox(page, "Constituency")).toBeEnabled();

    // Escape on a closed list clears the choice, as the combobox pattern suggests.
    await page.keyboard.press("Escape");
    await expect(district).toHaveValue("");
    await expect(combobox(page, "Constituency")).toBeDisabled();
  });

  test("Constituency waits for a district and reloads when the district changes", async ({
    page,
    request,
  }) => {
    const { location: districts } = await registrationData(request);
    const [first, second] = districts as [(typeof districts)[0], (typeof districts)[0]];
    const [firstPlaces, secondPlaces] = await Promise.all([
      subLocations(request, first.id),
      subLocations(request, second.id),
    ]);
    await page.goto("/search");
    const constituency = combobox(page, "Constituency");
    await expect(constituency).toBeDisabled();

    await choose(page, "District", first.name);
    await constituency.click();
    await expect(page.getByRole("option")).toHaveText(firstPlaces.map((p) => p.name));
    await page.getByRole("option", { name: firstPlaces[0]!.name, exact: true }).click();
    await expect(constituency).toHaveValue(firstPlaces[0]!.name);

    await choose(page, "District", second.name);
    await expect(constituency).toHaveValue("");
    await constituency.click();
    await expect(page.getByRole("option")).toHaveText(secondPlaces.map((p) => p.name));

    await page.getByRole("button", { name: "Clear District" }).click();
    await expect(combobox(page, "District")).toHaveValue("");
    await expect(constituency).toBeDisabled();
  });

  test("Search puts the filters in the URL; the results, a reload and the back button follow it", async ({
    page,
    request,
  }) => {
    // Searches, a reload and history steps: near 26 s of the 30 s budget on busy cores.
    test.slow();
    const lists = await registrationData(request);
    const everyone = await searchMaids(request);
    await page.goto("/search");
    await expect(resultCount(page)).toHaveText(countText(everyone.total));

    // A filter set that matches some helpers but not all, found through the API.
    const queryFor = (districtId: number) => ({
      location: String(districtId),
      age: "30-40",
      experience: "3-5",
      gender: "female",
    });
    let found: { district: Option; expected: SearchMaidsResponse } | undefined;
    for (const district of lists.location) {
      const expected = await searchMaids(request, queryFor(district.id));
      if (expected.total > 0 && expected.total < everyone.total) {
        found = { district, expected };
        break;
      }
    }
    if (!found) throw new Error("no district has female helpers of 30-40 with 3-5 years");
    const { district, expected } = found;

    await choose(page, "District", district.name);
    await choose(page, "Age", "30-40");
    await choose(page, "Gender", "Female");
    await choose(page, "Experience", "3-5 years");
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(
      `/search?location=${district.id}&age=30-40&experience=3-5&gender=female`,
    );
    await expect(resultCount(page)).toHaveText(countText(expected.total));
    await expect.poll(() => cardNames(page)).toEqual(names(expected.maids));

    await page.reload();
    await expect(combobox(page, "District")).toHaveValue(district.name);
    await expect(combobox(page, "Experience")).toHaveValue("3-5 years");
    await expect(resultCount(page)).toHaveText(countText(expected.total));

    await page.goBack();
    await expect(page).toHaveURL("/search");
    await expect(combobox(page, "District")).toHaveValue("");
    await expect(resultCount(page)).toHaveText(countText(everyone.total));
  });

  test("Clear resets every field and returns to /search", async ({ page, request }) => {
    const lists = await registrationData(request);
    const shift = lists.shift[0]!;
    const religion = lists.caste[0]!;
    const everyone = await searchMaids(request);
    await page.goto(`/search?religion=${religion.id}&shift=${shift.id}&age=20-30`);
    await expect(combobox(page, "Religion")).toHaveValue(religion.name);
    await expect(combobox(page, "Shift")).toHaveValue(shift.name);
    await expect(combobox(page, "Age")).toHaveValue("20-30");

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL("/search");
    for (const label of ["Religion", "Shift", "Age"]) {
      await expect(combobox(page, label)).toHaveValue("");
    }
    await expect(resultCount(page)).toHaveText(countText(everyone.total));
  });

  test("pages move through every match", async ({ page, request }) => {
    const first = await searchMaids(request);
    const pageCount = Math.ceil(first.total / SEARCH_PAGE_SIZE_DEFAULT);
    expect(pageCount, "the demo seed fills several pages").toBeGreaterThan(2);
    const second = await searchMaids(request, { page: "2" });
    const last = await searchMaids(request, { page: String(pageCount) });

    await page.goto("/search");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(names(first.maids));

    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/search?page=2");
    await expect.poll(() => cardNames(page)).toEqual(names(second.maids));
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pagination.getByRole("link", { name: `Page ${pageCount}` }).click();
    await expect(page).toHaveURL(`/search?page=${pageCount}`);
    await expect(page.getByTestId("maid-card")).toHaveCount(
      first.total - SEARCH_PAGE_SIZE_DEFAULT * (pageCount - 1),
    );
    await expect.poll(() => cardNames(page)).toEqual(names(last.maids));
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL("/search?page=2");
    await expect.poll(() => cardNames(page)).toEqual(names(second.maids));
  });

  test("shows Loading... while results and constituencies are on their way", async ({
    page,
    request,
  }) => {
    const { location: districts } = await registrationData(request);
    await withoutPreloadedAnswers(page);
    const held = await holdRequests(page, [
      "**/api/user/search-maids?*",
      "**/api/user/sub-location",
    ]);
    await page.goto("/search");
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByText("Loading...")).toBeVisible();

    await choose(page, "District", districts[0]!.name);
    await combobox(page, "Constituency").click();
    await expect(page.getByRole("listbox", { name: "Constituency" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(2);
    await expect(page.getByText("No results found")).toHaveCount(0);

    held.release();
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(results.getByTestId("maid-card").first()).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("says No Maids Found when nothing matches", async ({ page, request }) => {
    const lists = await registrationData(request);
    let empty: Record<string, string> | undefined;
    search: for (const language of lists.language) {
      for (const religion of lists.caste) {
        const query = {
          religion: String(religion.id),
          language: String(language.id),
          age: "50-60",
        };
        if ((await searchMaids(request, query)).total === 0) {
          empty = query;
          break search;
        }
      }
    }
    expect(empty, "some filter combination matches nobody").toBeDefined();
    await page.goto(`/search?${new URLSearchParams(empty)}`);
    await expect(page.getByText("No Maids Found")).toBeVisible();
    await expect(resultCount(page)).toHaveText(countText(0));
    await expect(page.getByTestId("maid-card")).toHaveCount(0);
  });

  test.describe("an address with a filter the API refuses", () => {
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("explains it and offers to clear", async ({ page }) => {
      await page.goto("/search?age=12-99");
      await expect(page.getByRole("alert")).toContainText("Age must be one of");
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL("/search");
      await expect(page.getByTestId("maid-card").first()).toBeVisible();
    });
  });

  test("the membership banner's Buy now leads to the plans", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("link", { name: "Buy now" }).click();
    await expect(page).toHaveURL("/subscriptions");
  });

  test("on a phone the filters open in a drawer with a close button", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { location: districts } = await registrationData(request);
    const district = districts[1]!;
    const expected = await searchMaids(request, { location: String(district.id) });
    await page.goto("/search");

    await expect(combobox(page, "District")).toHaveCount(0);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close filters" }).click();
    await expect(drawer).toHaveCount(0);

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await choose(drawer, "District", district.name);
    // Search reads "Show N helpers" once the drawer has counted (layout.spec.ts checks N).
    await drawer.getByRole("button", { name: /^(Search|Show \d+ helpers?)$/ }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(`/search?location=${district.id}`);
    await expect(resultCount(page)).toHaveText(countText(expected.total));
    await expect(page.getByRole("button", { name: "Filters 1 set" })).toBeVisible();
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await combobox(page, "District").click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("home search form", () => {
  test("opens /search with the chosen district, constituency and expertise", async ({
    page,
    request,
  }) => {
    const lists = await registrationData(request);
    const district = lists.location[6]!;
    const [place] = await subLocations(request, district.id);
    const category = lists.categories[0]!;
    const query = {
      location: String(district.id),
      sub_location: String(place!.id),
      category: String(category.id),
    };
    const expected = await searchMaids(request, query);

    await page.goto("/");
    const form = page.getByRole("search", { name: "Find helpers" });
    await expect(combobox(form, "Constituency")).toBeDisabled();
    await expect(combobox(form, "Language")).toHaveCount(0);
    await choose(form, "District", district.name);
    await choose(form, "Constituency", place!.name);
    await choose(form, "Expertise", category.name);
    await form.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(`/search?${new URLSearchParams(query)}`);
    await expect(resultCount(page)).toHaveText(countText(expected.total));
    await expect(combobox(page, "Expertise")).toHaveValue(category.name);
  });

  test("Clear empties the fields and stays on the home page", async ({ page, request }) => {
    const lists = await registrationData(request);
    await page.goto("/");
    const form = page.getByRole("search", { name: "Find helpers" });
    await choose(form, "District", lists.location[0]!.name);
    await choose(form, "Gender", "Male");
    await form.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(combobox(form, "District")).toHaveValue("");
    await expect(combobox(form, "Gender")).toHaveValue("");
    await expect(page).toHaveURL("/");
  });
});
