import { target } from "./base.mjs";

/**
 * The contract, measured with every suite that imports it: its own tests, the api's and the
 * web's unit tests that use it, each mutant running only the files that could notice it
 * (apps/api/vitest.contract-mutation.config.ts).
 */
export default target("contract", {
  mutate: ["packages/contract/src/**/*.ts", "!**/*.test.ts"],
  vitestConfig: "apps/api/vitest.contract-mutation.config.ts",
  web: true,
});
