import { describe, expect, it } from "vitest";
import { adminCataloguePaths } from "../src/admin/catalogue.ts";
import { adminPaths } from "../src/admin/console.ts";
import {
  adminHelperEditPaths,
  adminHelpersPaths,
  verificationPaths,
} from "../src/admin/helpers.ts";
import { adminInboxPaths } from "../src/admin/inbox.ts";
import { adminOversightPaths } from "../src/admin/oversight.ts";
import { adminUsersPaths } from "../src/admin/users.ts";
import { healthPaths } from "../src/health.ts";
import { outboxPaths } from "../src/outbox.ts";
import {
  accountsPaths,
  catalogPaths,
  contactsPaths,
  contentPaths,
  maidRegistrationPaths,
  paymentsPaths,
} from "../src/paths.ts";
import { privacyPaths } from "../src/privacy/privacy-paths.ts";

/**
 * The API's addresses are registered by the API and called by the web app from these objects,
 * so a wrong one would still agree with itself; these tests hold each to the address shape and
 * each address-making function to the route it names.
 */
const publicGroups = {
  accountsPaths,
  catalogPaths,
  contactsPaths,
  contentPaths,
  healthPaths,
  maidRegistrationPaths,
  outboxPaths,
  paymentsPaths,
  privacyPaths,
};
const adminGroups = {
  adminCataloguePaths,
  adminHelperEditPaths,
  adminHelpersPaths,
  adminInboxPaths,
  adminOversightPaths,
  adminUsersPaths,
  verificationPaths,
};
const routes = (groups: Record<string, object>) =>
  Object.entries(groups).flatMap(([group, paths]) =>
    Object.entries(paths)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, path]) => [`${group}.${key}`, path] as const),
  );

/** A route with its `:params` filled in order. */
const fill = (route: string, ...values: (string | number)[]) => {
  const rest = [...values];
  return route.replace(/:[a-z_]+/g, () => encodeURIComponent(String(rest.shift())));
};

describe("the API's addresses", () => {
  it("are lower-case paths under /api/, each named once", () => {
    const all = routes({ ...publicGroups, ...adminGroups, adminPaths });
    for (const [name, path] of all) {
      expect(path, name).toMatch(/^\/api\/[a-z0-9-]+(\/(:[a-z_]+|[a-z0-9-]+))*\/?$/);
    }
    // Product §7 names the plans' list (GET) and one plan (POST { id }) at the same address.
    const shared = new Set([paymentsPaths.plans]);
    const paths = all.map(([, path]) => path).filter((path) => !shared.has(path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("the console's are under its prefix, which the rest of the site never uses", () => {
    expect(adminPaths.prefix).toBe("/api/admin/");
    for (const [name, path] of routes({ ...adminGroups, adminPaths })) {
      expect(path.startsWith(adminPaths.prefix), name).toBe(true);
    }
    const publicOnes = routes(publicGroups).filter(([name]) => !/\.admin/.test(name));
    for (const [name, path] of publicOnes) {
      expect(path.startsWith(adminPaths.prefix), name).toBe(false);
    }
  });

  it("each address-making function gives the address of its route", () => {
    const id = "Ab3d-E6_gH";
    const cases: [string, string][] = [
      [
        contentPaths.contentPageOf("privacy policy"),
        fill(contentPaths.contentPage, "privacy policy"),
      ],
      [paymentsPaths.invoice(12), fill(paymentsPaths.invoiceRoute, 12)],
      [
        contactsPaths.adminContactReportDecisionOf(3),
        fill(contactsPaths.adminContactReportDecision, 3),
      ],
      [outboxPaths.adminResendOf(4), fill(outboxPaths.adminResend, 4)],
      [privacyPaths.adminDeleteUserOf(5), fill(privacyPaths.adminDeleteUser, 5)],
      [adminUsersPaths.userOf(6), fill(adminUsersPaths.user, 6)],
      [adminUsersPaths.userAction(6, "grant-enquiries"), fill(adminUsersPaths.userGrant, 6)],
      [adminUsersPaths.userAction(6, "disable"), fill(adminUsersPaths.userDisable, 6)],
      [adminUsersPaths.userAction(6, "enable"), fill(adminUsersPaths.userEnable, 6)],
      [adminUsersPaths.subscriptionExtendOf(7), fill(adminUsersPaths.subscriptionExtend, 7)],
      [adminUsersPaths.paymentReconcileOf(8), fill(adminUsersPaths.paymentReconcile, 8)],
      [adminCataloguePaths.planOf(9), fill(adminCataloguePaths.plan, 9)],
      [
        adminCataloguePaths.referenceListOf("castes"),
        fill(adminCataloguePaths.referenceList, "castes"),
      ],
      [
        adminCataloguePaths.referenceItemOf("shifts", 2),
        fill(adminCataloguePaths.referenceItem, "shifts", 2),
      ],
      [adminCataloguePaths.categoryOf(10), fill(adminCataloguePaths.category, 10)],
      [adminCataloguePaths.bannerOf(11), fill(adminCataloguePaths.banner, 11)],
      [adminHelpersPaths.helperOf(id), fill(adminHelpersPaths.helper, id)],
      [adminHelpersPaths.helperAction(id, "approve"), fill(adminHelpersPaths.approve, id)],
      [adminHelpersPaths.helperAction(id, "reject"), fill(adminHelpersPaths.reject, id)],
      [adminHelpersPaths.helperAction(id, "suspend"), fill(adminHelpersPaths.suspend, id)],
      [adminHelpersPaths.helperAction(id, "restore"), fill(adminHelpersPaths.restore, id)],
      [adminHelperEditPaths.editOf(id), fill(adminHelperEditPaths.edit, id)],
      [adminHelperEditPaths.photoOf(id), fill(adminHelperEditPaths.photo, id)],
      [adminHelperEditPaths.galleryOf(id), fill(adminHelperEditPaths.gallery, id)],
      [
        adminHelperEditPaths.galleryImageOf(id, "k/1"),
        fill(adminHelperEditPaths.galleryImage, id, "k/1"),
      ],
      [verificationPaths.recordsOf(id), fill(verificationPaths.records, id)],
      [verificationPaths.recordOf(id, 13), fill(verificationPaths.record, id, 13)],
      [adminInboxPaths.messageOf(14), fill(adminInboxPaths.message, 14)],
      [adminInboxPaths.messageReadOf(14), fill(adminInboxPaths.messageRead, 14)],
      [adminOversightPaths.helperRevealsOf(id), fill(adminOversightPaths.helperReveals, id)],
    ];
    for (const [made, route] of cases) expect(made).toBe(route);
    // The helpers' ids and slugs are written into the address escaped.
    expect(contentPaths.contentPageOf("a/b")).toBe("/api/content/a%2Fb");
    expect(adminHelpersPaths.helperOf("a/b")).toBe("/api/admin/helpers/a%2Fb");
  });
});
