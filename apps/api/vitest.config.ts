import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    {
      // Tests load the contract's TypeScript source, so they need no build (see its
      // package.json). Every environment: Vitest runs the global setup in one of its own. Other
      // packages are loaded by Node itself, so only the contract meets these conditions.
      name: "contract-source",
      configEnvironment: () => ({ resolve: { conditions: ["@sahayi/source", "node"] } }),
    },
  ],
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Migrates and seeds reference data once; every test file starts from a copy of that.
    globalSetup: ["./test/setup/global-setup.ts"],
    setupFiles: ["./test/setup/test-env.ts"],
    // Threads start faster than processes; PGlite and sharp both run in worker threads.
    pool: "threads",
    // Processes the tests start (the server, the CLIs) load the contract's source as well.
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--conditions=@sahayi/source"].join(" ").trim(),
    },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
