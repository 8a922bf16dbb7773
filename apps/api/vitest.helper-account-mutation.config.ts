import mutation from "./vitest.mutation.config.ts";

/**
 * The helper-account target's tests: its own, which call every one of its routes and its pause
 * job. The search tests also keep paused helpers out of every list, but each runs minutes of
 * seeding; the pause tests look at search, the home page, the sitemap and a reveal themselves.
 */
export default {
  ...mutation,
  test: {
    ...mutation.test,
    include: ["src/features/helper-account/**/*.test.ts"],
  },
};
