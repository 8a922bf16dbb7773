import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { coveredWhileScrolling } from "./covered.ts";

/** Smaller than any control or line, so each one passes every band of the screen. */
const STEP = 40;

/** Each page, and what shows once its content has arrived. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  ["/", (page) => expect(page.getByTestId("maid-card").first()).toBeVisible()],
  ["/search", (page) => expect(page.getByTestId("maid-card").first()).toBeVisible()],
  [
    "/register-maid",
    (page) => expect(page.getByRole("combobox", { name: "District" }).first()).toBeVisible(),
  ],
  ["/auth/sign-up", (page) => expect(page.getByLabel("Confirm Password")).toBeVisible()],
];

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, loaded] of PAGES) {
    test(`nothing floats over a control or a line of text on ${path}, at any scroll position`, async ({
      page,
    }) => {
      test.slow();
      // Still banners: a slide caught half-faded would lie over the next one.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await loaded(page);
      const bar = page.getByRole("complementary", { name: "Quick contact" });
      await expect(bar.getByRole("link", { name: "Call us" })).toBeVisible();
      // The bar spans the screen's width at its very bottom.
      const box = (await bar.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(360);
      expect(Math.round(box.y + box.height)).toBe(740);

      expect(await coveredWhileScrolling(page, STEP)).toEqual([]);
      // Scrolled to the end, the footer's last line sits above the bar: the page keeps room.
      // Scrolled again at each look, as the page may still grow while pictures arrive.
      const lastLine = page.getByRole("contentinfo").getByText(/All rights reserved/);
      await expect
        .poll(() =>
          lastLine.evaluate((element) => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().bottom;
          }),
        )
        .toBeLessThanOrEqual(box.y);
    });
  }

  test("the check itself catches a round button floating over the page, as the old ones did", async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await expect(page.getByTestId("floating-contact")).toBeVisible();
    // The old design: no bar, two round buttons in the corner.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("[data-testid=floating-contact]")!.style.display = "none";
      const button = document.createElement("a");
      button.href = "tel:+910000000000";
      button.style.cssText =
        "position:fixed;left:12px;bottom:12px;width:48px;height:48px;border-radius:50%;background:#0f6157;z-index:30";
      document.body.append(button);
    });
    const problems = await coveredWhileScrolling(page, STEP);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toContain("is under <a");
  });
});
