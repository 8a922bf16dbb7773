import mutation from "./vitest.mutation.config.ts";

/**
 * The accounts target's tests: the accounts feature's own and the privacy feature's (deleting
 * an account ends its sessions and tokens). Every other api test file logs in through the
 * accounts routes, so with the whole suite a mutant that survived ran for minutes and the
 * target took hours; its score is a lower bound of the whole suite's (docs/mutation-testing.md).
 */
export default {
  ...mutation,
  test: {
    ...mutation.test,
    include: ["src/features/accounts/**/*.test.ts", "src/features/privacy/**/*.test.ts"],
  },
};
