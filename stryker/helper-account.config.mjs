import { target } from "./base.mjs";

/** A helper's own login, pause and data rights, measured with their own tests. */

export default target("helper-account", {
  mutate: ["apps/api/src/features/helper-account/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.helper-account-mutation.config.ts",
});
