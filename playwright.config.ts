import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** Made at the server's start through ADMIN_PHONE / ADMIN_PASSWORD; apps/web/e2e/admin uses it. */
export const E2E_ADMIN = { phone: "9000000099", password: "e2e-admin-secret" } as const;

/**
 * Specs whose edits every page shows (a plan put on sale, a helper suspended or newly listed):
 * see the projects below.
 */
const SITE_WIDE_EDITS = [
  "**/admin/plans.spec.ts",
  "**/admin/review.spec.ts",
  "**/admin/verification.spec.ts",
  "**/admin/helper-edit.spec.ts",
  "**/helper-account/listed-helper.spec.ts",
  "**/helper-account/edit-listing.spec.ts",
];

const port = Number(process.env.E2E_PORT ?? 3210);
// Every run starts the real server on a fresh data directory, so the demo seed runs too.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "sahayi-e2e-"));

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The service worker would answer some requests itself, out of page.route's sight; only
    // the tests of the installable app (e2e/reach/) let it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: SITE_WIDE_EDITS,
    },
    // Specs that change what every page shows run once the rest are done, one at a time, so
    // no spec sees the site change under it.
    {
      name: "site-wide-edits",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: SITE_WIDE_EDITS,
      dependencies: ["chromium"],
      workers: 1,
    },
  ],
  webServer: {
    command: "npm run serve",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED: "demo",
      // The admin console's tests log in as this admin (decision 036, stable interfaces).
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The browser suite always uses the embedded database, whatever the shell says.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Every browser test comes from 127.0.0.1: one visitor, as far as the limit can tell.
      RATE_LIMIT_PER_MINUTE: "0",
      // Tests name their own client address in X-Forwarded-For (e2e/fixtures.ts), so the
      // routes' own limits (sign-ups, logins) count each test alone.
      TRUST_PROXY: "loopback",
      OTP_REQUESTS_PER_ADDRESS_PER_HOUR: "10000",
      CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: "10000",
    },
  },
});
