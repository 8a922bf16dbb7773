import { target } from "./base.mjs";

/** Helper self-registration: the API feature and the lib pieces it added. */
export default target("maid-registration", {
  mutate: [
    "apps/api/src/features/maid-registration/**/*.ts",
    "apps/api/src/lib/accounts/verification.ts",
    "apps/api/src/lib/payments/orders.ts",
    "!**/*.test.ts",
  ],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
