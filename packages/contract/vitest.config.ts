import { defineConfig } from "vitest/config";

export default defineConfig({
  // A root of its own, so the config also runs alone (mutation testing runs it from the repo root).
  test: { name: "contract", root: import.meta.dirname, include: ["test/**/*.test.ts"] },
});
