import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  withoutPreloadedAnswers,
} from "./fixtures.ts";

test.describe("home page", () => {
  test("renders every section from the API's data", async ({ page, homepage }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find trusted home helpers near you" }),
    ).toBeVisible();

    const banners = page.getByTestId("banner-carousel");
    await expect(banners.locator('[aria-roledescription="slide"]')).toHaveCount(
      homepage.main_banner.length,
    );
    for (const banner of homepage.main_banner) {
      await expect(banners.locator(`img[src="${banner.mobile_image}"]`)).toHaveCount(1);
      // Both stored sizes are offered; the desktop picture's full size among them.
      await expect(banners.locator(`source[srcset*="${banner.desktop_image} "]`)).toHaveCount(1);
      // The banner's words are HTML, not pixels.
      if (banner.title) {
        await expect(banners.getByRole("heading", { level: 2, name: banner.title })).toHaveCount(1);
      }
    }

    await expect(page.getByRole("heading", { name: "About Sahayi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read more about us" })).toHaveAttribute(
      "href",
      "/about",
    );

    const categories = page.getByRole("group", { name: "Service categories" });
    for (const category of homepage.category) {
      const href = `/category?category=${encodeURIComponent(category.name)}&category_id=${category.id}`;
      await expect(categories.locator(`a[href="${href}"]`)).toHaveCount(1);
    }

    for (const step of ["Search and Filter", "Choose the Best Fit", "Book and Relax"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Offers" }).getByRole("link")).toHaveCount(
      homepage.home_banner.length,
    );

    const cards = page.getByTestId("maid-card");
    await expect(cards).toHaveCount(homepage.maids.length);
    for (const maid of homepage.maids) {
      await expect(page.getByRole("article", { name: maid.name }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View more" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("heading", { name: "Become a Maid" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/register-maid",
    );
  });

  test("shows Loading... until the home page data arrives", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withoutPreloadedAnswers(page);
    await page.route("**/api/user/homepage", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByText("Loading...").first()).toBeVisible();
    release();
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("moves to the next banner by itself after five seconds", async ({ page, homepage }) => {
    expect(homepage.main_banner.length, "the demo seed has several banners").toBeGreaterThan(1);
    await page.goto("/");
    const second = page.getByRole("group", { name: `2 of ${homepage.main_banner.length}` });
    await expect(second).toHaveAttribute("inert", "");
    await expect(second).not.toHaveAttribute("inert", "", { timeout: 9_000 });
  });

  test("has no serious or critical accessibility violations", async ({ page }) => {
    // A still page for the scan: a banner caught half-faded has blended, unreadable colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
