import type { Maid } from "@sahayi/contract";
import { statusLabels } from "@sahayi/contract/messages";
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  withoutPreloadedAnswers,
} from "../fixtures.ts";
import { findMaid } from "./catalog-api.ts";

/** "#B91C1C" → "rgb(185, 28, 28)", the way the browser reports a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe("helper profile", () => {
  test("shows the helper's details, About Me, and a gallery that opens in a lightbox", async ({
    page,
    request,
  }) => {
    const maid = await findMaid(request, (m) => !!m.about && m.additional_images.length >= 3);
    await page.goto(`/maid/${maid.id}`);

    await expect(page.getByRole("heading", { level: 1, name: maid.name })).toBeVisible();
    const picture = page.getByRole("img", { name: maid.name, exact: true });
    await expect(picture).toHaveAttribute(
      "src",
      maid.profile_picture.replace("card.webp", "full.webp"),
    );
    await expect(page.getByText(maid.location, { exact: true })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: String(maid.age) })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: maid.shift })).toBeVisible();
    const chips = page.getByRole("list", { name: "Categories" }).getByRole("listitem");
    await expect(chips).toHaveText(maid.category.map((c) => c.name));
    for (const [index, category] of maid.category.entries()) {
      await expect(chips.nth(index)).toHaveCSS("background-color", rgb(category.color));
    }
    await expect(page.getByRole("link", { name: "Call Now", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Whatsapp", exact: true })).toBeVisible();
    await expect(page.getByTestId("selected-ribbon")).toHaveCount(0);

    await expect(page.getByRole("tab", { name: "About Me" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveText(maid.about ?? "");

    await page.getByRole("tab", { name: "Gallery" }).click();
    const photos = page.getByRole("button", { name: /^Open photo/ });
    await expect(photos).toHaveCount(maid.additional_images.length);
    // The grid asks for the card size; the lightbox for the full one.
    const thumbnail = photos.first().locator("img");
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/card\.webp$/);

    const full = (index: number) =>
      maid.additional_images[index]!.replace("card.webp", "full.webp");
    await photos.nth(1).click();
    const lightbox = page.locator(".yarl__root");
    const current = lightbox.locator(".yarl__slide_current img");
    await expect(current).toHaveAttribute("src", full(1));
    await lightbox.getByRole("button", { name: "Next" }).click();
    await expect(current).toHaveAttribute("src", full(2));
    await lightbox.getByRole("button", { name: "Previous" }).click();
    await lightbox.getByRole("button", { name: "Previous" }).click();
    await expect(current).toHaveAttribute("src", full(0));
    await page.keyboard.press("Escape");
    await expect(lightbox).toHaveCount(0);
  });

  test("says No details available. and No images available. when there are none", async ({
    page,
    request,
  }) => {
    const maid = await findMaid(request, (m) => !m.about && m.additional_images.length === 0);
    await page.goto(`/maid/${maid.id}`);
    await expect(page.getByRole("tabpanel")).toHaveText("No details available.");
    await page.getByRole("tab", { name: "Gallery" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No images available.");
  });

  test("shows Loading... until the helper arrives", async ({ page, request }) => {
    const maid = await findMaid(request, () => true);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withoutPreloadedAnswers(page);
    await page.route("**/api/user/maid-details", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/maid/${maid.id}`);
    await expect(page.getByText("Loading...")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: maid.name })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  test("a purchased helper wears the Contacted ribbon and calls directly", async ({
    page,
    request,
  }) => {
    const maid = await findMaid(request, () => true);
    // Buying a helper needs the plans feature; here the API's answer is the purchased shape.
    const purchased: Maid = {
      ...maid,
      is_purchased: true,
      mobile_number: "9847012345",
      whatsapp_number: "9847054321",
    };
    await withoutPreloadedAnswers(page);
    await page.route("**/api/user/maid-details", (route) => route.fulfill({ json: purchased }));
    await page.goto(`/maid/${maid.id}`);
    await expect(page.getByTestId("selected-ribbon")).toHaveText(statusLabels.alreadySelected);
    await expect(page.getByRole("link", { name: "Call Now", exact: true })).toHaveAttribute(
      "href",
      "tel:+919847012345",
    );
    // wa.me with the country code, and a first message naming the site.
    await expect(page.getByRole("link", { name: "Whatsapp", exact: true })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919847054321\?text=.*Sahayi/,
    );
  });

  test("a visitor's contact buttons lead to the login page", async ({ page, request }) => {
    const maid = await findMaid(request, () => true);
    await page.goto(`/maid/${maid.id}`);
    await page.getByRole("link", { name: "Call Now", exact: true }).click();
    await expect(page).toHaveURL("/auth/login");
  });

  test("has no serious or critical accessibility violations", async ({ page, request }) => {
    const maid = await findMaid(request, (m) => m.additional_images.length > 0);
    await page.goto(`/maid/${maid.id}`);
    await page.getByRole("tab", { name: "Gallery" }).click();
    await expect(page.getByRole("button", { name: /^Open photo/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("an unknown helper", () => {
    test.use({ expectedConsoleErrors: [/status of 40[04]/] });

    test("gets a not-found page", async ({ page, request }) => {
      const response = await request.post("/api/user/maid-details", {
        data: { maid_id: "NoSuchHelper1" },
      });
      expect(response.status()).toBe(404);
      await page.goto("/maid/NoSuchHelper1");
      await expect(page.getByRole("heading", { level: 1, name: "Helper not found" })).toBeVisible();
      await page.getByRole("link", { name: "Find other helpers" }).click();
      await expect(page).toHaveURL("/search");
    });

    test("an address that cannot be a helper id gets the same page", async ({ page }) => {
      await page.goto("/maid/x");
      await expect(page.getByRole("heading", { level: 1, name: "Helper not found" })).toBeVisible();
    });
  });
});

test.describe("maid card", () => {
  test("shows picture, name and location, links to the profile, and never loads the full picture", async ({
    page,
    request,
  }) => {
    const fullPictures: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/full.webp")) fullPictures.push(req.url());
    });
    const maid = await findMaid(request, () => true);
    await page.goto("/search");
    const card = page.getByRole("article", { name: maid.name }).first();
    await expect(card.getByText(maid.location)).toBeVisible();
    const picture = card.getByRole("img", { name: maid.name });
    await expect(picture).toHaveAttribute(
      "src",
      maid.profile_picture.replace("full.webp", "card.webp"),
    );
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(400);
    expect(fullPictures).toEqual([]);

    await card.getByRole("link", { name: maid.name }).last().click();
    await expect(page).toHaveURL(`/maid/${maid.id}`);
  });

  test("wears the Contacted badge when purchased", async ({ page, request }) => {
    const result = await request.get("/api/user/search-maids");
    const body = await result.json();
    body.maids[0].is_purchased = true;
    await withoutPreloadedAnswers(page);
    await page.route("**/api/user/search-maids?*", (route) => route.fulfill({ json: body }));
    await page.goto("/search");
    const cards = page.getByTestId("maid-card");
    await expect(
      cards.first().getByText(statusLabels.alreadySelected, { exact: true }),
    ).toBeVisible();
    await expect(cards.nth(1).getByText(statusLabels.alreadySelected, { exact: true })).toHaveCount(
      0,
    );
  });
});
