import { target } from "./base.mjs";

/** The shortlist feature, measured with its own tests. */

export default target("shortlist", {
  mutate: ["apps/api/src/features/shortlist/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.shortlist-mutation.config.ts",
});
