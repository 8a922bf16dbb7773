import { defineConfig } from "vitest/config";

/** Unit tests for the web app's pure rules; screens are tested in Chromium (e2e/). */
export default defineConfig({ test: { name: "web", include: ["src/**/*.test.ts"] } });
