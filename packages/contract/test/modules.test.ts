import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Each module loads on its own. A module that throws while loading fails every test file that
 * imports it before any test runs, which mutation testing would count as "no test failed";
 * loading it inside a test makes that a failing test.
 */
const modules = {
  accounts: () => import("../src/accounts.ts"),
  "admin/catalogue": () => import("../src/admin/catalogue.ts"),
  "admin/console": () => import("../src/admin/console.ts"),
  "admin/helpers": () => import("../src/admin/helpers.ts"),
  "admin/inbox": () => import("../src/admin/inbox.ts"),
  "admin/messages": () => import("../src/admin/messages.ts"),
  "admin/oversight": () => import("../src/admin/oversight.ts"),
  "admin/users": () => import("../src/admin/users.ts"),
  age: () => import("../src/age.ts"),
  "catalog/catalog": () => import("../src/catalog/catalog.ts"),
  "catalog/reference": () => import("../src/catalog/reference.ts"),
  "catalog/search": () => import("../src/catalog/search.ts"),
  "catalog/search-params": () => import("../src/catalog/search-params.ts"),
  constants: () => import("../src/constants.ts"),
  "contacts/contacts": () => import("../src/contacts/contacts.ts"),
  content: () => import("../src/content.ts"),
  errors: () => import("../src/errors.ts"),
  "first-paint": () => import("../src/first-paint.ts"),
  health: () => import("../src/health.ts"),
  "i18n/en/account": () => import("../src/i18n/en/account.ts"),
  "i18n/en/contact": () => import("../src/i18n/en/contact.ts"),
  "i18n/en/contacted": () => import("../src/i18n/en/contacted.ts"),
  "helper-account/freshness": () => import("../src/helper-account/freshness.ts"),
  "i18n/en/helper": () => import("../src/i18n/en/helper.ts"),
  "i18n/en/home": () => import("../src/i18n/en/home.ts"),
  "i18n/en/pages": () => import("../src/i18n/en/pages.ts"),
  "i18n/en/panels": () => import("../src/i18n/en/panels.ts"),
  "i18n/en/plans": () => import("../src/i18n/en/plans.ts"),
  "i18n/en/profile": () => import("../src/i18n/en/profile.ts"),
  "i18n/en/registration": () => import("../src/i18n/en/registration.ts"),
  "i18n/en/search": () => import("../src/i18n/en/search.ts"),
  "i18n/en/filters": () => import("../src/i18n/en/filters.ts"),
  "i18n/en/shell": () => import("../src/i18n/en/shell.ts"),
  "i18n/en/helper-account": () => import("../src/i18n/en/helper-account.ts"),
  "i18n/en/shortlist": () => import("../src/i18n/en/shortlist.ts"),
  "i18n/en/shortlist-heart": () => import("../src/i18n/en/shortlist-heart.ts"),
  "i18n/ml/account": () => import("../src/i18n/ml/account.ts"),
  "i18n/ml/contact": () => import("../src/i18n/ml/contact.ts"),
  "i18n/ml/contacted": () => import("../src/i18n/ml/contacted.ts"),
  "i18n/ml/form-messages": () => import("../src/i18n/ml/form-messages.ts"),
  "i18n/ml/helper": () => import("../src/i18n/ml/helper.ts"),
  "i18n/ml/messages": () => import("../src/i18n/ml/messages.ts"),
  "i18n/ml/number-messages": () => import("../src/i18n/ml/number-messages.ts"),
  "i18n/ml/outbox": () => import("../src/i18n/ml/outbox.ts"),
  "i18n/ml/pages": () => import("../src/i18n/ml/pages.ts"),
  "i18n/ml/pair": () => import("../src/i18n/ml/pair.ts"),
  "i18n/ml/payment-messages": () => import("../src/i18n/ml/payment-messages.ts"),
  "i18n/ml/plans": () => import("../src/i18n/ml/plans.ts"),
  "i18n/ml/profile": () => import("../src/i18n/ml/profile.ts"),
  "i18n/ml/registration": () => import("../src/i18n/ml/registration.ts"),
  "i18n/ml/search": () => import("../src/i18n/ml/search.ts"),
  "i18n/ml/account-errors": () => import("../src/i18n/ml/account-errors.ts"),
  "i18n/ml/filters": () => import("../src/i18n/ml/filters.ts"),
  "i18n/ml/helper-account": () => import("../src/i18n/ml/helper-account.ts"),
  "i18n/ml/shortlist": () => import("../src/i18n/ml/shortlist.ts"),
  "i18n/ml/site-pages": () => import("../src/i18n/ml/site-pages.ts"),
  "i18n/translate": () => import("../src/i18n/translate.ts"),
  images: () => import("../src/images.ts"),
  index: () => import("../src/index.ts"),
  "maid-registration": () => import("../src/maid-registration.ts"),
  messages: () => import("../src/messages.ts"),
  money: () => import("../src/money.ts"),
  numbers: () => import("../src/numbers.ts"),
  outbox: () => import("../src/outbox.ts"),
  paths: () => import("../src/paths.ts"),
  payments: () => import("../src/payments.ts"),
  plans: () => import("../src/plans.ts"),
  "privacy/privacy": () => import("../src/privacy/privacy.ts"),
  "privacy/privacy-consent": () => import("../src/privacy/privacy-consent.ts"),
  "privacy/privacy-messages": () => import("../src/privacy/privacy-messages.ts"),
  "privacy/privacy-paths": () => import("../src/privacy/privacy-paths.ts"),
  "helper-account/helper-account": () => import("../src/helper-account/helper-account.ts"),
  "helper-account/helper-account-paths": () =>
    import("../src/helper-account/helper-account-paths.ts"),
  "helper-account/helper-listing": () => import("../src/helper-account/helper-listing.ts"),
  "helper-account/listing-changes": () => import("../src/helper-account/listing-changes.ts"),
  "helper-account/pause-days": () => import("../src/helper-account/pause-days.ts"),
  "shortlist/shortlist": () => import("../src/shortlist/shortlist.ts"),
  "shortlist/shortlist-paths": () => import("../src/shortlist/shortlist-paths.ts"),
  "site-pages": () => import("../src/site-pages.ts"),
  text: () => import("../src/text.ts"),
  verification: () => import("../src/verification.ts"),
};

describe("contract modules", () => {
  it("are all listed here", () => {
    const files = readdirSync(new URL("../src", import.meta.url), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".ts"));
    expect(Object.keys(modules).sort()).toEqual(files.map((f) => f.slice(0, -3)).sort());
  });

  it.each(Object.entries(modules))("%s loads", async (_, load) => {
    expect(Object.keys(await load()).length).toBeGreaterThan(0);
  });
});
