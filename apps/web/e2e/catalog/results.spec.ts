import type { APIRequestContext } from "@playwright/test";
import type { Maid, SearchWideningsResponse } from "@sahayi/contract";
import { SEARCH_PAGE_SIZE_DEFAULT } from "@sahayi/contract/constants";
import { expect, test } from "../fixtures.ts";
import { names, registrationData, searchMaids, subLocations } from "./catalog-api.ts";
import { cardNames, countText, resultCount } from "./filter-form.ts";

async function widenings(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(
    `/api/user/search-maids/widenings?${new URLSearchParams(query)}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SearchWideningsResponse;
}

/** "4 Mar 2025", as the page writes a date (the day in India). */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("an empty result shows its filters as chips, what widening finds, and Clear all", async ({
      page,
      request,
    }) => {
      // A constituency and a gender nobody there has, while the district has some.
      const { location: districts } = await registrationData(request);
      let found: { query: Record<string, string>; district: string; constituency: string } | null =
        null;
      search: for (const district of districts) {
        for (const constituency of await subLocations(request, district.id)) {
          const query = {
            location: String(district.id),
            sub_location: String(constituency.id),
            gender: "other",
          };
          if ((await searchMaids(request, query)).total === 0) {
            found = { query, district: district.name, constituency: constituency.name };
            break search;
          }
        }
      }
      expect(found, "some constituency has no helper of gender other").not.toBeNull();
      const { query, district, constituency } = found!;
      const wider = await widenings(request, query);
      expect(wider.total).toBe(0);
      const count = (drop: string[]) =>
        wider.widenings.find((w) => w.drop.join() === drop.join())!.total;
      const districtWide = count(["sub_location"]);
      const anyGender = count(["gender"]);
      expect(districtWide + anyGender, "widening finds someone").toBeGreaterThan(0);

      await page.goto(`/search?${new URLSearchParams(query)}`);
      await expect(page.getByText("No Maids Found")).toBeVisible();
      await expect(resultCount(page)).toHaveText(countText(0));
      const chips = page.getByRole("list", { name: "Filters in use" }).getByRole("link");
      await expect(chips).toHaveText([
        `District: ${district}`,
        `Constituency: ${constituency}`,
        "Gender: Other",
      ]);
      const helpers = (n: number) => (n === 1 ? "1 helper" : `${n} helpers`);
      const suggestions = page.getByRole("list", { name: "Wider searches" }).getByRole("link");
      const expected = [
        count(["location", "sub_location"]) > 0
          ? `${helpers(count(["location", "sub_location"]))} if you drop the district and constituency`
          : null,
        districtWide > 0
          ? `${helpers(districtWide)} in ${district} district if you drop the constituency`
          : null,
        anyGender > 0
          ? `${helpers(anyGender)} in ${district} district if you drop the gender`
          : null,
      ].filter((text) => text !== null);
      await expect(suggestions).toHaveText(expected);

      // Removing a chip drops that filter (the constituency goes with its district).
      await page.getByRole("link", { name: `Remove Constituency: ${constituency}` }).click();
      await expect(page).toHaveURL(`/search?location=${query.location}&gender=other`);
      await expect(resultCount(page)).toHaveText(countText(districtWide));
      await page.goBack();
      await expect(chips).toHaveCount(3);

      if (anyGender > 0) {
        await page.getByRole("link", { name: /if you drop the gender/ }).click();
        await expect(resultCount(page)).toHaveText(countText(anyGender));
        await expect(page).toHaveURL(
          `/search?location=${query.location}&sub_location=${query.sub_location}`,
        );
        await page.goBack();
      }
      await page.getByRole("link", { name: "Clear all" }).click();
      await expect(page).toHaveURL("/search");
      await expect(page.getByTestId("maid-card").first()).toBeVisible();
    });

    test("results sort newest or most experienced, and the order stays in the address", async ({
      page,
      request,
    }) => {
      // Several orders and pages, each a search: near 27 s of the 30 s budget on busy cores.
      test.slow();
      const newest = await searchMaids(request);
      const experienced = await searchMaids(request, { sort: "experience" });
      expect(names(experienced.maids)).not.toEqual(names(newest.maids));
      const years = experienced.maids.map((m) => m.experience_years);
      expect(years).toEqual([...years].sort((a, b) => b - a));

      await page.goto("/search");
      await expect.poll(() => cardNames(page)).toEqual(names(newest.maids));
      const sort = page.getByRole("group", { name: "Sort by" });
      await expect(sort.getByRole("link", { name: "Newest first" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await sort.getByRole("link", { name: "Most experienced" }).click();
      await expect(page).toHaveURL("/search?sort=experience");
      await expect.poll(() => cardNames(page)).toEqual(names(experienced.maids));

      // Pages and new filters keep the order.
      await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Page 2", exact: true })
        .click();
      await expect(page).toHaveURL("/search?sort=experience&page=2");
      const second = await searchMaids(request, { sort: "experience", page: "2" });
      await expect.poll(() => cardNames(page)).toEqual(names(second.maids));

      await page.reload();
      await expect(sort.getByRole("link", { name: "Most experienced" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await sort.getByRole("link", { name: "Newest first" }).click();
      await expect(page).toHaveURL("/search");
      await expect.poll(() => cardNames(page)).toEqual(names(newest.maids));
    });

    test("a page past the end says No more helpers and links back to the last page", async ({
      page,
      request,
    }) => {
      const { total } = await searchMaids(request);
      const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE_DEFAULT);
      const last = await searchMaids(request, { page: String(pageCount) });

      await page.goto("/search?page=99");
      expect(pageCount).toBeLessThan(99);
      await expect(page.getByText("No more helpers")).toBeVisible();
      await expect(page.getByText(/Page 99 of/)).toHaveCount(0);
      await expect(page.getByTestId("maid-card")).toHaveCount(0);
      await page.getByRole("link", { name: `Back to page ${pageCount}` }).click();
      await expect(page).toHaveURL(`/search?page=${pageCount}`);
      await expect.poll(() => cardNames(page)).toEqual(names(last.maids));
      await expect(page.getByText(`Page ${pageCount} of ${pageCount}`)).toBeVisible();

      // Deeper than the API ever serves: the same, not an error.
      await page.goto("/search?page=123456");
      await expect(page.getByText("No more helpers")).toBeVisible();
    });

    test("card and profile show experience, gender, shift, language and the last update", async ({
      page,
      request,
    }) => {
      const { maids } = await searchMaids(request, { sort: "experience", page_size: "1" });
      const maid: Maid = maids[0]!;
      await page.goto("/search?sort=experience");
      const card = page.getByTestId("maid-card").first();
      await expect(card.getByRole("heading")).toHaveText(maid.name);
      await expect(card.getByTestId("maid-facts")).toHaveText(
        [
          `${maid.age} yrs · ${capitalised(maid.gender)}`,
          `${maid.experience_years} years experience`,
          `${maid.shift} · ${maid.language}`,
          `Updated ${shownDate(maid.updated_at)}`,
        ].join(""),
      );
      // Nothing on the card spills out of it on a phone.
      const fits = await card.evaluate((el) =>
        [...el.querySelectorAll("li")].every(
          (li) => li.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5,
        ),
      );
      expect(fits).toBe(true);

      await card.getByRole("link", { name: maid.name }).last().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(maid.name);
      const facts = page.locator("dl");
      for (const [term, value] of [
        ["Age", String(maid.age)],
        ["Gender", capitalised(maid.gender)],
        ["Experience", `${maid.experience_years} years`],
        ["Shift", maid.shift],
        ["Language", maid.language],
      ] as const) {
        const fact = facts.locator("div").filter({ has: page.getByText(term, { exact: true }) });
        await expect(fact.getByRole("definition")).toHaveText(value);
      }
      await expect(page.getByTestId("profile-updated")).toHaveText(
        `Profile updated ${shownDate(maid.updated_at)}`,
      );
    });
  });
}
