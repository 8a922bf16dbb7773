import { target } from "./base.mjs";

/** The accounts feature, measured with its own tests and the privacy feature's. */

export default target("accounts", {
  mutate: ["apps/api/src/features/accounts/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.accounts-mutation.config.ts",
});
