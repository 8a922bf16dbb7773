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
    // A process per worker, not threads: V8 keeps one map of compiled WebAssembly per process,
    // and PGlite instances made and dropped in several threads at once corrupted it on Node 24
    // (a fatal "Check failed: jit_page_->allocations_.erase(addr) == 1"; nodejs/node#64500).
    pool: "forks",
    // Processes the tests start (the server, the CLIs) load the contract's source as well.
    env: {
      NODE_OPTIONS: [process.env.NODE_OPTIONS, "--conditions=@sahayi/source"].join(" ").trim(),
    },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
