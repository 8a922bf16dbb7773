import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Each module of a folder loads on its own. A module that throws while loading fails every
 * test file that imports it before any test runs, which mutation testing counts as "no test
 * failed"; loading it inside a test makes that a failing test. The list must name every
 * module of the folder, so a new one cannot be forgotten.
 */
export function describeModulesLoad(
  label: string,
  folder: string,
  modules: Record<string, () => Promise<object>>,
) {
  describe(label, () => {
    it("are all listed here", () => {
      const files = readdirSync(folder).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
      expect(Object.keys(modules).sort()).toEqual(files.map((f) => f.slice(0, -3)).sort());
    });

    it.each(Object.entries(modules))("%s loads", async (_, load) => {
      expect(Object.keys(await load()).length).toBeGreaterThan(0);
    });
  });
}
