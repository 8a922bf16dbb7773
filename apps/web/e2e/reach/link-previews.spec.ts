import { maidPageTitle, pageTitle } from "@sahayi/contract/site-pages";
import { expect, test } from "../fixtures.ts";

test.describe("link previews and search engines", () => {
  test("a helper's page arrives with its title, preview and canonical address, and keeps them", async ({
    page,
    homepage,
    baseURL,
  }) => {
    const maid = homepage.maids[0];
    expect(maid).toBeDefined();
    if (!maid) return;
    const response = await page.goto(`/maid/${maid.id}`);
    expect(response?.status()).toBe(200);
    // What a crawler reads, before any script runs.
    const html = (await response?.text()) ?? "";
    const title = pageTitle(maidPageTitle(maid));
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${maid.profile_picture}"`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/maid/${maid.id}"`);
    expect(html).not.toMatch(/\d{10}/);
    // The app names the tab the same way once it has drawn the page.
    await expect(page.getByRole("heading", { level: 1, name: maid.name })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });

  test.describe("unknown addresses", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("an unknown helper is a 404 that shows the app's not-found page", async ({ page }) => {
      const response = await page.goto("/maid/NoSuchHelper1");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Helper not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Find other helpers" })).toBeVisible();
    });

    test("an address the app has no page for is a 404 with its not-found page", async ({
      page,
    }) => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    });
  });

  test("robots.txt names the sitemap, which lists helpers' pages", async ({
    request,
    homepage,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toBeDefined();
    const sitemap = await (await request.get(sitemapUrl ?? "")).text();
    for (const maid of homepage.maids) expect(sitemap).toContain(`/maid/${maid.id}</loc>`);
  });
});
