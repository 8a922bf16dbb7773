import { SEARCH_PAGE_SIZE_DEFAULT } from "@sahayi/contract/constants";
import * as filters from "@sahayi/contract/i18n/en/filters";
import * as search from "@sahayi/contract/i18n/en/search";
import { malayalamMessages } from "@sahayi/contract/i18n/ml/messages";
import { formatMessage } from "@sahayi/contract/i18n/translate";
import { emptyStates } from "@sahayi/contract/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";
import { registrationData, searchMaids } from "./catalog-api.ts";
import { choose, combobox, resultCount } from "./filter-form.ts";

const ml = (english: string) => String(malayalamMessages.get(english));
/** A Malayalam message with its parameters, as the page writes it. */
const mlWith = (english: string, params: Record<string, string | number>) =>
  formatMessage("ml", ml(english), params);
/** "42 സഹായികൾ കണ്ടെത്തി": the Malayalam count line of `total` helpers below the cap. */
const mlFound = (total: number) =>
  mlWith(search.helpersFound, {
    helpers: formatMessage("ml", malayalamMessages.get(search.helpers)!, {
      count: total,
      total: String(total),
    }),
  });

test.describe("the search page in Malayalam on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("shows its head, count, order, filters and pages in Malayalam, and links stay under /ml/", async ({
    page,
    request,
  }) => {
    const { total } = await searchMaids(request);
    const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE_DEFAULT);
    expect(pageCount, "the seed fills more than one page").toBeGreaterThan(1);

    await page.goto("/ml/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml(search.title));
    await expect(resultCount(page)).toHaveText(mlFound(total));
    const order = page.getByRole("group", { name: ml(search.sortBy) });
    await expect(order.getByRole("link", { name: ml(search.sortExperience) })).toHaveAttribute(
      "href",
      "/ml/search?sort=experience",
    );
    const pagination = page.getByRole("navigation", { name: ml(search.pagination) });
    await expect(
      pagination.getByText(mlWith(search.pageOf, { page: 1, pages: pageCount })),
    ).toBeVisible();
    await expect(pagination.getByRole("link", { name: ml(search.next) })).toHaveAttribute(
      "href",
      "/ml/search?page=2",
    );
    await expect(
      page.getByRole("complementary").getByRole("link", { name: ml(search.buyNow) }),
    ).toHaveAttribute("href", "/ml/subscriptions");

    await page.getByRole("button", { name: ml(search.filtersTitle) }).click();
    const drawer = page.getByRole("dialog", { name: ml(search.filtersTitle) });
    await expect(drawer.getByRole("combobox", { name: ml(filters.district) })).toBeVisible();
    await expect(drawer.getByText(ml(filters.verifiedOnly))).toBeVisible();
    await expect(drawer.getByRole("button", { name: ml(search.closeFilters) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("an empty result names its filters and Clear all in Malayalam; past the end says so", async ({
    page,
    request,
  }) => {
    const lists = await registrationData(request);
    let empty: Record<string, string> | undefined;
    lookup: for (const language of lists.language) {
      for (const religion of lists.caste) {
        const query = {
          religion: String(religion.id),
          language: String(language.id),
          age: "50-60",
        };
        if ((await searchMaids(request, query)).total === 0) {
          empty = query;
          break lookup;
        }
      }
    }
    expect(empty, "some filter combination matches nobody").toBeDefined();
    await page.goto(`/ml/search?${new URLSearchParams(empty)}`);
    await expect(page.getByText(ml(emptyStates.noMaids))).toBeVisible();
    await expect(resultCount(page)).toHaveText(mlFound(0));
    const chips = page.getByRole("list", { name: ml(search.filtersInUse) }).getByRole("link");
    await expect(chips.first()).toHaveText(new RegExp(`^${ml(filters.age)}: 50-60$`));
    await expect(page.getByRole("link", { name: ml(search.clearAll) })).toHaveAttribute(
      "href",
      "/ml/search",
    );
    await expectNoSidewaysScroll(page);

    const { total } = await searchMaids(request);
    const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE_DEFAULT);
    await page.goto("/ml/search?page=99");
    await expect(page.getByText(ml(search.noMoreHelpers))).toBeVisible();
    await expect(
      page.getByRole("link", { name: mlWith(search.backToPage, { page: pageCount }) }),
    ).toHaveAttribute("href", `/ml/search?page=${pageCount}`);
  });
});

test.describe("places, shifts and categories in Malayalam", () => {
  test("a district typed in English is offered by its Malayalam name, and the results name places and shifts in Malayalam", async ({
    page,
    request,
  }) => {
    const lists = await registrationData(request);
    const district = lists.location.find((d) => d.name === "Ernakulam")!;
    const query = { location: String(district.id) };
    const expected = await searchMaids(request, query, "ml");
    expect(expected.total, "the demo seed has helpers in Ernakulam").toBeGreaterThan(0);
    const [first] = expected.maids;
    expect(first!.location).toContain(String(district.name_ml));

    await page.goto("/ml/search");
    const field = combobox(page, ml(filters.district));
    await field.click();
    await field.fill(district.name);
    await expect(page.getByRole("option")).toHaveText([String(district.name_ml)]);
    await page.getByRole("option", { name: String(district.name_ml) }).click();
    await expect(field).toHaveValue(String(district.name_ml));
    await page.getByRole("button", { name: ml(filters.search), exact: true }).click();

    await expect(page).toHaveURL(`/ml/search?location=${district.id}`);
    await expect(resultCount(page)).toHaveText(mlFound(expected.total));
    const card = page.getByTestId("maid-card").first();
    await expect(card.getByTestId("maid-location")).toHaveText(first!.location);
    await expect(card).toContainText(`${first!.shift} · ${first!.language}`);
  });

  test("an English page finds a district typed in Malayalam", async ({ page, request }) => {
    const lists = await registrationData(request);
    const district = lists.location.find((d) => d.name === "Kozhikode")!;
    await page.goto("/search");
    await choose(page, filters.district, district.name);
    const field = combobox(page, filters.district);
    await field.fill(String(district.name_ml).slice(0, 4));
    await expect(page.getByRole("option")).toHaveText([district.name]);
  });
});
