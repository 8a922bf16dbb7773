import type { Page } from "@playwright/test";
import { expect, test } from "../accounts/account-fixtures.ts";

/** The paths (with their query) the page asks for from now on. */
function requests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

test.describe("a first load draws from the answers in the HTML (decision 015)", () => {
  test("the home page asks the API for neither its data nor the form's lists", async ({
    page,
    homepage,
  }) => {
    const asked = requests(page);
    await page.goto("/");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await expect(page.getByTestId("maid-card")).toHaveCount(homepage.maids.length);
    expect(asked.filter((path) => path.startsWith("/api/user/homepage"))).toEqual([]);
    expect(asked.filter((path) => path.startsWith("/api/maid/registration"))).toEqual([]);

    // The answers serve one first ask: a later visit within the app asks the API again.
    const again = page.waitForRequest((request) =>
      request.url().endsWith("/api/user/search-maids?page=1&page_size=20"),
    );
    await page.getByRole("link", { name: "View more" }).click();
    await again;
  });

  test("/search and a helper's page show their answers and style without asking", async ({
    page,
    homepage,
  }) => {
    const asked = requests(page);
    await page.goto("/search");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    expect(asked.filter((path) => path.startsWith("/api/user/search-maids"))).toEqual([]);

    const helper = homepage.maids[0];
    if (!helper) throw new Error("the demo seed has helpers on the home page");
    await page.goto(`/maid/${helper.id}`);
    await expect(page.getByRole("heading", { level: 1, name: helper.name })).toBeVisible();
    expect(asked.filter((path) => path.startsWith("/api/user/maid-details"))).toEqual([]);
    // The stylesheet is in the HTML: neither the page nor its lazily loaded code fetches it.
    expect(asked.filter((path) => path.endsWith(".css"))).toEqual([]);
  });

  test("a logged-in person's page asks the API: their answers are their own", async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.access_token).toBeTruthy();
    const homepageAsked = page.waitForRequest((request) =>
      request.url().endsWith("/api/user/homepage"),
    );
    await page.goto("/");
    const request = await homepageAsked;
    expect(request.headers().authorization).toBe(`Bearer ${signedIn.access_token}`);
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
  });
});
