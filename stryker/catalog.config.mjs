import { target } from "./base.mjs";

export default target("catalog", {
  mutate: ["apps/api/src/features/catalog/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
