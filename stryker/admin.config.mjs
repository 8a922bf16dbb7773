import { target } from "./base.mjs";

/**
 * The admin console's API, where it moves money, quota or phone numbers: grants
 * and extensions of enquiries, disabling accounts, the payments table, plan prices, approving
 * helpers (which makes them public) and editing them (their numbers), the reveal log, and the
 * audit rows all of those write. The console's other screens (dashboard, inbox, categories,
 * banners, settings, verification records) are left to their tests: the whole folder, some
 * 3,400 lines, would take hours on two cores.
 */
export default target("admin", {
  mutate: [
    "apps/api/src/features/admin/users/user-actions.ts",
    "apps/api/src/features/admin/users/users.ts",
    "apps/api/src/features/admin/users/payments.ts",
    "apps/api/src/features/admin/catalogue/catalogue-plans.ts",
    "apps/api/src/features/admin/helpers/helpers.ts",
    "apps/api/src/features/admin/like-pattern.ts",
    "apps/api/src/features/admin/helpers/helper-edit.ts",
    "apps/api/src/features/admin/oversight/reveals.ts",
    "apps/api/src/lib/admin-audit.ts",
  ],
  vitestConfig: "apps/api/vitest.mutation.config.ts",
});
