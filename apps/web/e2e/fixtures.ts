import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { type Homepage, PRELOADED_ANSWERS_ELEMENT_ID } from "@sahayi/contract";

/** Failing loudly on a console error or a request that leaves the machine. */
/**
 * Each test's own client address (10.x.y.z), stable across its steps: per-address limits
 * (sign-ups, logins, codes) then count one test, as they would one visitor, not the whole
 * suite coming from 127.0.0.1. The server believes X-Forwarded-For from loopback only
 * (TRUST_PROXY in playwright.config.ts).
 */
function clientAddress(testInfo: TestInfo): string {
  const [a, b, c] = createHash("sha256")
    .update(`${testInfo.testId}/${testInfo.repeatEachIndex}/${testInfo.retry}`)
    .digest();
  return `10.${a}.${b}.${c}`;
}

export const test = base.extend<{ homepage: Homepage; expectedConsoleErrors: RegExp[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "x-forwarded-for": clientAddress(testInfo) });
  },
  // A test that provokes an error answer on purpose (an unknown id answers 404) names the
  // browser's "Failed to load resource" line it expects; every other console error still fails.
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, baseURL, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.route(
      (url) => url.origin !== new URL(baseURL ?? "").origin && url.protocol.startsWith("http"),
      (route) => {
        problems.push(`request to a third-party host: ${route.request().url()}`);
        return route.abort();
      },
    );
    await use(page);
    expect(problems, "console errors, page errors and third-party requests").toEqual([]);
  },
  homepage: async ({ request }, use) => {
    const response = await request.get("/api/user/homepage");
    expect(response.ok()).toBe(true);
    await use((await response.json()) as Homepage);
  },
});

export { expect };

/**
 * The server writes the API's answers a page asks for first into its HTML (decision 015), so
 * a first load makes no such request. A test that holds or changes those answers with
 * page.route takes them out of the HTML: the app then asks the API, as it does on every later
 * visit within the app.
 */
export async function withoutPreloadedAnswers(page: Page) {
  const script = new RegExp(
    `<script type="application/json" id="${PRELOADED_ANSWERS_ELEMENT_ID}">[^<]*</script>`,
  );
  await page.route(
    (url) => !url.pathname.startsWith("/api/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      expect(html, "the page's HTML carries answers").toMatch(script);
      return route.fulfill({ response, body: html.replace(script, "") });
    },
  );
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // axe walks every node of the page in the browser: 10-25 s on a busy 2-core machine, so
  // a scan gets three times the usual test time rather than failing on the clock.
  test.slow();
  // Toasts fade in and out over 0.4 s, and a scan in the middle measures half-transparent
  // text. Without motion they stand at their final opacity; a page that asked for no motion
  // keeps it afterwards.
  const stillMotion = await page.evaluate(
    () => !matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await new AxeBuilder({ page }).analyze();
  if (stillMotion) await page.emulateMedia({ reducedMotion: "no-preference" });
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`,
    ),
  ).toEqual([]);
}

/** The page fits the screen's width: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "sideways scroll in px").toBeLessThanOrEqual(0);
}
