import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    // Migrates and seeds reference data once; every test file starts from a copy of that.
    globalSetup: ["./test/setup/global-setup.ts"],
    setupFiles: ["./test/setup/test-env.ts"],
    // Threads start faster than processes; PGlite and sharp both run in worker threads.
    pool: "threads",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
