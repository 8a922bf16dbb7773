import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { appUpdateMessages } from "@sahayi/contract/messages";
import { expect, test } from "../fixtures.ts";

test.use({ serviceWorkers: "allow" });

/** The width and height a PNG's header declares. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until this page's service worker is active, and answers its script's path. */
async function activeServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new URL(registration.active?.scriptURL ?? "").pathname;
  });
}

/** Every URL the service worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe("installable app", () => {
  // Installing the worker fetches the shell (about 150 kB): slow on two busy cores.
  test.beforeEach(() => test.slow());

  test("links a valid web app manifest with Android's icon sizes", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const response = await request.get(href ?? "");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Sahayi",
      short_name: "Sahayi",
      start_url: "/",
      display: "standalone",
    });
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute("content");
    expect(manifest.theme_color).toBe(themeColor);
    // The page's own background, so the splash screen does not flash another colour.
    const pageBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    const [r, g, b] =
      (manifest.background_color as string)
        .slice(1)
        .match(/../g)
        ?.map((hex) => Number.parseInt(hex, 16)) ?? [];
    expect(pageBackground).toBe(`rgb(${r}, ${g}, ${b})`);

    const icons = manifest.icons as {
      src: string;
      sizes: string;
      type: string;
      purpose?: string;
    }[];
    const wanted = [
      { sizes: "192x192", purpose: undefined },
      { sizes: "512x512", purpose: undefined },
      { sizes: "512x512", purpose: "maskable" },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose ?? "any"}`).toBeDefined();
      const file = await request.get(icon?.src ?? "");
      expect(file.ok(), icon?.src).toBe(true);
      expect(file.headers()["content-type"]).toBe("image/png");
      const [width, height] = sizes.split("x").map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height });
    }
  });

  test("registers a service worker that shows the offline page without a network and keeps no API answer", async ({
    page,
    context,
    homepage,
  }) => {
    await page.goto("/");
    expect(await activeServiceWorker(page)).toBe("/sw.js");

    // Pages that call the API: the home page, a search and a helper's page.
    await page.reload();
    const maid = homepage.maids[0];
    expect(maid).toBeDefined();
    await page.goto("/search?page=1");
    await expect(page.getByRole("heading", { level: 1, name: "Find a Maid" })).toBeVisible();
    await page.goto(`/maid/${maid?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: maid?.name })).toBeVisible();

    const cached = await cachedUrls(page);
    expect(cached).toContain("/offline.html");
    expect(cached.some((url) => url.startsWith("/assets/") && url.endsWith(".js"))).toBe(true);
    expect(cached.filter((url) => url.startsWith("/api/"))).toEqual([]);
    expect(cached).not.toContain("/index.html");

    // The page registers the worker from a chunk it fetches once idle: cutting the network
    // before that fetch would fail it in the browser's console, which this test does not judge.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => entry.name.includes("/assets/service-worker-updates-")),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page).toHaveTitle("You are offline · Sahayi");

    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find a Maid" })).toBeVisible();
  });

  test("offers a new version with a toast and takes it on Refresh to update", async ({ page }) => {
    const swFile = path.resolve(import.meta.dirname, "../../dist/sw.js");
    const original = readFileSync(swFile, "utf8");
    await page.goto("/");
    await activeServiceWorker(page);
    // Now controlled by the worker, as every later visit is.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    try {
      writeFileSync(swFile, `${original}\n// a new version ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
      });
      const toast = page.getByText(appUpdateMessages.ready);
      await expect(toast).toBeVisible();
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: appUpdateMessages.refresh }).click();
      await reloaded;
      await expect(page.getByText(appUpdateMessages.ready)).toHaveCount(0);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.waiting === null;
        }),
      ).toBe(true);
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
