import { target } from "./base.mjs";

export default target("contacts", {
  mutate: ["apps/api/src/features/contacts/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
