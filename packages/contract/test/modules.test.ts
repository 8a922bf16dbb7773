import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Each module loads on its own. A module that throws while loading fails every test file that
 * imports it before any test runs, which mutation testing would count as "no test failed";
 * loading it inside a test makes that a failing test.
 */
const modules = {
  accounts: () => import("../src/accounts.ts"),
  age: () => import("../src/age.ts"),
  catalog: () => import("../src/catalog.ts"),
  constants: () => import("../src/constants.ts"),
  "contacted-messages": () => import("../src/contacted-messages.ts"),
  content: () => import("../src/content.ts"),
  errors: () => import("../src/errors.ts"),
  "first-paint": () => import("../src/first-paint.ts"),
  health: () => import("../src/health.ts"),
  i18n: () => import("../src/i18n.ts"),
  images: () => import("../src/images.ts"),
  index: () => import("../src/index.ts"),
  "maid-registration": () => import("../src/maid-registration.ts"),
  messages: () => import("../src/messages.ts"),
  money: () => import("../src/money.ts"),
  outbox: () => import("../src/outbox.ts"),
  numbers: () => import("../src/numbers.ts"),
  paths: () => import("../src/paths.ts"),
  payments: () => import("../src/payments.ts"),
  plans: () => import("../src/plans.ts"),
  privacy: () => import("../src/privacy.ts"),
  "privacy-consent": () => import("../src/privacy-consent.ts"),
  "privacy-paths": () => import("../src/privacy-paths.ts"),
  reference: () => import("../src/reference.ts"),
  "search-params": () => import("../src/search-params.ts"),
  "site-pages": () => import("../src/site-pages.ts"),
  "site-pages-ml": () => import("../src/site-pages-ml.ts"),
  text: () => import("../src/text.ts"),
  "ui-text": () => import("../src/ui-text.ts"),
  "ui-text-home": () => import("../src/ui-text-home.ts"),
  "ui-text-panels": () => import("../src/ui-text-panels.ts"),
  "ui-text-ml": () => import("../src/ui-text-ml.ts"),
  search: () => import("../src/search.ts"),
  contacts: () => import("../src/contacts.ts"),
  verification: () => import("../src/verification.ts"),
  "admin/catalogue": () => import("../src/admin/catalogue.ts"),
  "admin/console": () => import("../src/admin/console.ts"),
  "admin/helpers": () => import("../src/admin/helpers.ts"),
  "admin/inbox": () => import("../src/admin/inbox.ts"),
  "admin/messages": () => import("../src/admin/messages.ts"),
  "admin/oversight": () => import("../src/admin/oversight.ts"),
  "admin/users": () => import("../src/admin/users.ts"),
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
