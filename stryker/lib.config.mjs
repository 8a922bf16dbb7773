import { target } from "./base.mjs";

export default target("lib", {
  mutate: ["apps/api/src/lib/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
