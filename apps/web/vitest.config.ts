import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

/** Unit tests for the web app's pure rules; screens are tested in Chromium (e2e/). */
export default defineConfig({
  // The contract's TypeScript source, so tests need no build (packages/contract/package.json).
  ssr: { resolve: { conditions: ["@sahayi/source", ...defaultServerConditions] } },
  test: { name: "web", include: ["src/**/*.test.ts"] },
});
