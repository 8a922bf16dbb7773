import { target } from "./base.mjs";

/** The admin console's API (issue 12): it grants enquiries, reconciles payments, edits helpers. */
export default target("admin", {
  mutate: [
    "apps/api/src/features/admin/**/*.ts",
    "apps/api/src/lib/admin-audit.ts",
    "!**/*.test.ts",
  ],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
