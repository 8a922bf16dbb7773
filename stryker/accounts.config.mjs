import { target } from "./base.mjs";

export default target("accounts", {
  mutate: ["apps/api/src/features/accounts/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
