import { SOCIAL_FALLBACKS } from "@sahayi/contract/constants";
import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";

const phoneDigits = (number: string) => number.replace(/\D/g, "");

test.describe("site shell on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top bar's links go where the spec says", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    const targets: [string, string][] = [
      ["Home", "/"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Categories", "/categories"],
      ["Pricing", "/subscriptions"],
    ];
    for (const [name, href] of targets) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Register as Maid" })).toHaveAttribute(
      "href",
      "/register-maid",
    );
    await banner.getByRole("link", { name: "User Login" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await banner.getByRole("link", { name: "Sahayi" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer links to quick links, legal pages, social pages and official info", async ({
    page,
    homepage,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expectLinks = async (navName: string, links: [string, string][]) => {
      const nav = footer.getByRole("navigation", { name: navName });
      await expect(nav.getByRole("link")).toHaveCount(links.length);
      for (const [name, href] of links) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
    };
    await expectLinks("Quick Links", [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Categories", "/categories"],
      ["Register as Maid", "/register-maid"],
      ["For helpers", "/helper"],
    ]);
    await expectLinks("Legal", [
      ["Terms and Conditions", "/terms-and-conditions"],
      ["Privacy Policy", "/privacy-policy"],
      ["Cancellation and Refund", "/cancellation-and-refund"],
      ["Shipping and Delivery", "/shipping-and-delivery"],
    ]);
    const { settings } = homepage;
    await expectLinks("Social media", [
      ["Facebook", settings.fb_link || SOCIAL_FALLBACKS.fb_link],
      ["Instagram", settings.insta_link || SOCIAL_FALLBACKS.insta_link],
      ["X (Twitter)", settings.x_link || SOCIAL_FALLBACKS.x_link],
    ]);

    const info = footer.getByRole("region", { name: "Official Info" });
    await expect(info).toContainText(settings.address);
    await expect(
      info.locator(`a[href="tel:+91${phoneDigits(settings.whatsapp_number)}"]`),
    ).toBeVisible();
    await expect(info.getByRole("link", { name: settings.email })).toHaveAttribute(
      "href",
      `mailto:${settings.email}`,
    );

    for (const [name, heading] of [
      ["Terms and Conditions", "Terms and Conditions"],
      ["Shipping and Delivery", "Shipping and Delivery"],
    ]) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("the contact bar calls and messages the number in the settings", async ({
    page,
    homepage,
  }) => {
    await page.goto("/");
    const digits = phoneDigits(homepage.settings.whatsapp_number);
    const quick = page.getByRole("complementary", { name: "Quick contact" });
    await expect(quick.getByRole("link", { name: "Call us" })).toHaveAttribute(
      "href",
      `tel:+91${digits}`,
    );
    await expect(quick.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      `https://wa.me/91${digits}`,
    );
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Privacy Policy", exact: true })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe("an address the app has no page for", () => {
    // The server answers it with HTTP 404 (and the app's HTML), which the browser logs.
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("shows the not-found page", async ({ page }) => {
      const response = await page.goto("/no-such-page/anywhere");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      const picture = page.getByRole("img", {
        name: "A little house with a magnifying glass searching for the page",
      });
      await expect(picture).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: "Back to home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Find trusted home helpers near you",
      );
    });
  });

  test("an unknown API path answers JSON 404, not the web app", async ({ request }) => {
    const response = await request.get("/api/no-such-route");
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

test.describe("site shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu slides in, navigates, and closes on route change", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "About", "Contact", "Categories", "Pricing"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Register as Maid" }).click();
    await expect(page).toHaveURL(/\/register-maid$/);
    await expect(menu).toBeHidden();
  });

  test("the home page fits the screen without sideways scrolling", async ({ page }) => {
    // A still page for the scan: a banner caught half-faded has blended, unreadable colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("maid-card").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
