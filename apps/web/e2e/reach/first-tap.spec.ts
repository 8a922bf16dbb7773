import { devices, type Page, type Request } from "@playwright/test";
import { combobox } from "../catalog/filter-form.ts";
import { expect, test } from "../fixtures.ts";

/**
 * The JavaScript a phone downloads on the home page before the visitor taps anything
 * (decision 037): everything the page asks for until it is idle (no request for half a
 * second, then three more seconds, then nothing in flight), counted as the bytes Chromium
 * received, compressed as the server sent them. Chromium asks for brotli, as every phone
 * browser does, so this counts brotli; the gzip count, for a client that does not take
 * brotli, has a budget of its own. The brotli budget was 126 kB until a helper's own pages came
 * in (their routes and link, a request's choice of login, "Not available now" on each card:
 * 126.2 kB). The gzip budget was 145 kB until listings said when they were last confirmed
 * (each card's "confirmed 3 days ago", the filters' switch for older listings: 145.2 kB); the
 * next change is to bring both back under, not to raise them again.
 */
const BUDGET = { br: 127_000, gzip: 146_000 } as const;
const QUIET_MS = 500;
const IDLE_EXTRA_MS = 3_000;

const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
test.use(phone);

interface Fetched {
  path: string;
  encoding: string | undefined;
  bytes: number;
}

/** Collects every JavaScript file the page fetches, and waits until the page is idle. */
function watchScripts(page: Page) {
  const scripts: Fetched[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on("request", (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on("requestfailed", settled);
  page.on("requestfinished", async (request) => {
    const response = await request.response();
    const type = response?.headers()["content-type"] ?? "";
    if (type.includes("javascript")) {
      const { responseBodySize } = await request.sizes();
      scripts.push({
        path: new URL(request.url()).pathname,
        encoding: response?.headers()["content-encoding"],
        bytes: responseBodySize,
      });
    }
    settled(request);
  });

  const quiet = () => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS;
  async function untilIdle() {
    await expect.poll(quiet, { timeout: 20_000, intervals: [100] }).toBe(true);
    await page.waitForTimeout(IDLE_EXTRA_MS);
    await expect.poll(() => inFlight.size, { timeout: 20_000, intervals: [100] }).toBe(0);
  }
  return { scripts, untilIdle };
}

const total = (scripts: Fetched[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
const listing = (scripts: Fetched[]) =>
  scripts.map((script) => `${script.bytes} ${script.encoding ?? "identity"} ${script.path}`);

/** Opens the home page and waits until it is idle: the scripts it fetched, and a listing of them. */
async function homeUntilIdle(page: Page) {
  const { scripts, untilIdle } = watchScripts(page);
  // The banners hold still, as for a visitor who asks for less motion: otherwise the first
  // change of banner, five seconds after the page starts, fetches the carousel's code, and a
  // slow machine may still be waiting for idle then (home.spec.ts sees the change happen).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByTestId("banner-carousel")).toBeVisible();
  await untilIdle();
  const files = listing(scripts);
  expect(scripts.length, files.join("\n")).toBeGreaterThan(0);
  return { scripts, files };
}

test.describe("the home page on a phone, before a tap", () => {
  // Three seconds of idle on top of a page load, twice on busy cores.
  test.beforeEach(() => test.slow());

  test(`fetches at most ${BUDGET.br / 1000} kB of JavaScript as brotli; a tap brings the dropdown's code`, async ({
    page,
  }) => {
    const { scripts, files } = await homeUntilIdle(page);
    expect(scripts.some((script) => /^\/assets\/index-/.test(script.path))).toBe(true);
    for (const script of scripts) expect(script.encoding, script.path).toBe("br");
    // The widgets wait for a tap or a scroll.
    expect(files.filter((file) => /combobox|embla/.test(file))).toEqual([]);
    expect(total(scripts), files.join("\n")).toBeLessThanOrEqual(BUDGET.br);

    // The first tap on a dropdown fetches it, and the list opens at that one tap.
    const before = scripts.length;
    await combobox(page, "District").click();
    await expect(page.getByRole("listbox", { name: "District" })).toBeVisible();
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(scripts.slice(before).some((script) => /combobox/.test(script.path))).toBe(true);
  });

  test(`fetches at most ${BUDGET.gzip / 1000} kB of JavaScript as gzip`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ "accept-encoding": "gzip, deflate" });
    const { scripts, files } = await homeUntilIdle(page);
    for (const script of scripts) expect(script.encoding, script.path).toBe("gzip");
    expect(total(scripts), files.join("\n")).toBeLessThanOrEqual(BUDGET.gzip);
  });
});
