import { target } from "./base.mjs";

/** The contract with its own tests only: what the api's tests happen to check does not count. */
export default target("contract", {
  mutate: ["packages/contract/src/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "packages/contract/vitest.config.ts",
});
