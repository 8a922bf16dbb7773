import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Each module loads on its own. A module that throws while loading fails every test file that
 * imports it before any test runs, which mutation testing counts as "no test failed"; loading
 * it inside a test makes that a failing test.
 */
const modules = {
  routes: () => import("./routes.ts"),
  "search-filters": () => import("./search-filters.ts"),
  search: () => import("./search.ts"),
  service: () => import("./service.ts"),
};

describe("catalog modules", () => {
  it("are all listed here", () => {
    const files = readdirSync(import.meta.dirname).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
    );
    expect(Object.keys(modules).sort()).toEqual(files.map((f) => f.slice(0, -3)).sort());
  });

  it.each(Object.entries(modules))("%s loads", async (_, load) => {
    expect(Object.keys(await load()).length).toBeGreaterThan(0);
  });
});
