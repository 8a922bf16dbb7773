import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  test,
} from "../fixtures.ts";

const HIGHLIGHTS = [
  "Reviewed Profiles",
  "Easy to Connect",
  "Skilled Workers",
  "Satisfied Customers",
];

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the about page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("has the banner, the four highlights, how it works and the call to buy", async ({
      page,
    }) => {
      // Layout shifts as the page loads, summed the way Core Web Vitals count them.
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/about");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
      // The banner's words are HTML over a drawing whose size is known before it loads.
      const banner = main.locator("img").first();
      await expect(banner).toHaveAttribute("width", "1200");
      await expect(banner).toHaveAttribute("height", "400");
      await expect(banner).toHaveAttribute("alt", "");
      await expect(banner).toHaveJSProperty("complete", true);

      for (const title of HIGHLIGHTS) {
        await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
      }
      await expect(main.getByRole("heading", { level: 2, name: "How It Works" })).toBeVisible();
      const steps = main.getByRole("region", { name: "How It Works" }).getByRole("listitem");
      await expect(steps).toHaveCount(4);
      await expect(
        main.getByRole("heading", { level: 2, name: "Ready to Simplify Your Home?" }),
      ).toBeVisible();

      await expectNoSidewaysScroll(page);
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift).toBeLessThan(0.1);
      await expectNoSeriousA11yViolations(page);

      await main.getByRole("link", { name: "Buy now" }).click();
      await expect(page).toHaveURL(/\/subscriptions$/);
    });
  });
}
