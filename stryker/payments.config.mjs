import { target } from "./base.mjs";

export default target("payments", {
  mutate: [
    "apps/api/src/features/payments/**/*.ts",
    "apps/api/src/features/plans/**/*.ts",
    "!**/*.test.ts",
  ],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
