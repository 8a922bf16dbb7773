import mutation from "./vitest.mutation.config.ts";

/**
 * The shortlist target's tests: its own. Only they and the privacy tests (which keep one
 * helper to see it exported and erased) call its routes, and every mutant of it is reached by
 * its own tests first; running the whole api suite would cost the first test run 15 minutes.
 */
export default {
  ...mutation,
  test: {
    ...mutation.test,
    include: ["src/features/shortlist/**/*.test.ts"],
  },
};
