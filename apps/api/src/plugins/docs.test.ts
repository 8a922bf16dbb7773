import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { apiErrorSchema } from "@sahayi/contract";
import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiDocument,
  answerMismatch,
  listOperations,
  type Operation,
  readApiDocument,
} from "../../test/helpers/openapi.ts";
import { planOnSale } from "../../test/helpers/payments.ts";
import { useTestApp } from "../../test/helpers/test-app.ts";
import { REPO_ROOT } from "../config.ts";
import { type CreatedHelper, createHelpers } from "../seed/factories/helper.ts";
import { loadReferenceIds, type ReferenceIds } from "../seed/factories/reference-ids.ts";
import { BEARER_AUTH, registerDocs } from "./docs.ts";

const ctx = useTestApp();
let document: ApiDocument;
let operations: Operation[];

beforeAll(async () => {
  document = await readApiDocument(ctx.app);
  operations = listOperations(document);
});

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended lint, warnings included", async () => {
    const folder = await mkdtemp(path.join(ctx.config.dataDir, "openapi-"));
    const file = path.join(folder, "openapi.json");
    await writeFile(file, JSON.stringify(document, null, 2));
    const redocly = path.join(REPO_ROOT, "node_modules", ".bin", "redocly");
    const lint = promisify(execFile)(
      redocly,
      ["lint", "--config", path.join(REPO_ROOT, "redocly.yaml"), "--format", "stylish", file],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    );
    // Redocly reports on stderr; on failure the rejection's message carries the report.
    await expect(lint).resolves.toMatchObject({
      stderr: expect.stringContaining("Your API description is valid"),
    });
  });

  it("names every operation once, after its handler", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    // GET and POST of the search are two operations for a client generator.
    expect(ids).toEqual(expect.arrayContaining(["searchMaids", "searchMaidsPost"]));
  });

  it("declares the bearer scheme and marks each public operation as needing none", () => {
    expect(document.components?.securitySchemes?.[BEARER_AUTH]).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    expect(document.security).toEqual([{ [BEARER_AUTH]: [] }]);
    const bearer = { [BEARER_AUTH]: [] };
    const loginOnly = new Set([
      "getProfileDetails",
      "updateProfile",
      "purchasePlan",
      "downloadInvoice",
      "purchaseMaid",
      "listPurchasedMaids",
      "reportContact",
      "recordContactOutcome",
      "listShortlist",
      "addToShortlist",
      "removeFromShortlist",
      "listContactReports",
      "decideContactReport",
      "getMyData",
      "deleteAccount",
      "getPrivacyConsent",
      "acceptPrivacyPolicy",
      "latestReceipt",
      // A helper's own (her token, not a household's).
      "getMaidAccount",
      "setMaidAvailability",
      "getMaidMyData",
      "deleteMaidListing",
      "getMaidListing",
      "saveMaidListing",
      "addMaidListingPhoto",
      "addMaidListingGallery",
      "removeMaidListingImage",
    ]);
    // Answers that differ for a login: a visitor needs none, a user sends the token. A
    // payment needs no login, but one that is sent must be the order owner's.
    const visitorOrLogin = new Set([
      "getHomepage",
      "searchMaids",
      "searchMaidsPost",
      "getMaidDetails",
      "verifyPayment",
      "completeSandboxPayment",
    ]);
    for (const { object, operationId } of operations) {
      // The admin console's operations all need an admin's login (lib/accounts/auth.ts guardAdminRoute).
      const expected =
        loginOnly.has(operationId) || operationId.startsWith("admin")
          ? [bearer]
          : visitorOrLogin.has(operationId)
            ? [{}, bearer]
            : [];
      expect(object.security, operationId).toEqual(expected);
    }
  });

  it("documents the error answers of every operation with the one error schema", () => {
    const errorRef = { $ref: "#/components/schemas/ApiError" };
    for (const { object, operationId } of operations) {
      const statuses = Object.keys(object.responses).map(Number);
      const takesInput = Boolean(object.requestBody || object.parameters?.length);
      const expected = [
        ...(takesInput ? [400] : []),
        ...(object.requestBody ? [413] : []),
        ...(operationId === "checkHealth" ? [] : [429]),
        415,
        431,
        500,
        503,
      ];
      expect(statuses, operationId).toEqual(expect.arrayContaining(expected));
      if (operationId === "checkHealth") expect(statuses).not.toContain(429);
      for (const status of statuses.filter((s) => s >= 400)) {
        const answer = object.responses[status]!;
        expect(answer.description, `${operationId} ${status}`).not.toBe("Default Response");
        expect(answer.content?.["application/json"]?.schema, `${operationId} ${status}`).toEqual(
          errorRef,
        );
      }
    }
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(["ApiError"]);
  });

  it("refuses to build an app with a route that has no operationId", async () => {
    const app = Fastify();
    await registerDocs(app);
    expect(() =>
      app.get("/api/unnamed", { schema: { response: { 200: apiErrorSchema } } }, () => ({})),
    ).toThrow("GET /api/unnamed needs schema.operationId");
    // Hidden routes (media, the docs pages) are not in the document and need no name.
    expect(() => app.get("/media/x", { schema: { hide: true } } as object, () => "")).not.toThrow();
    await app.close();
  });
});

interface Sample {
  /** Values for the path's {parameters}. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** The operation's path with its {parameters} filled in from the sample. */
const pathOf = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (whole, name: string) => encodeURIComponent(params[name] ?? whole));

/**
 * Input for each operation: valid ones, and bad or unknown ones. A new operation fails the
 * test below until it has its samples here, so every route's answers are held to the document.
 */
function samplesFor(
  helper: CreatedHelper,
  reference: ReferenceIds,
  plan: number,
): Record<string, Sample[]> {
  const district = reference.districts[0]!.id;
  const category = reference.categories[0]!.id;
  return {
    checkHealth: [{}],
    getHomepage: [{}],
    getRegistrationData: [{}],
    listConstituencies: [
      { body: { location_id: district } },
      { body: { location_id: "one" } },
      { body: { location_id: 2 ** 31 - 1 } },
    ],
    searchMaids: [
      {},
      { query: { location: String(helper.districtId), page_size: "5" } },
      { query: { page: "0", gender: "other" } },
      { query: { sort: "experience", page: "2" } },
      { query: { location: "2147483647" } },
    ],
    searchMaidsPost: [{}, { body: { category } }, { body: { page_size: 1000 } }],
    searchWidenings: [
      {},
      { query: { location: String(helper.districtId), gender: "female", sort: "experience" } },
      { query: { age: "70-80" } },
      { query: { location: "2147483647" } },
    ],
    getMaidDetails: [
      { body: { maid_id: helper.publicId } },
      { body: { maid_id: "no such id" } },
      { body: { maid_id: "zzzzzzzzzzzz" } },
    ],
    getCategoryDetails: [
      { body: { category_id: category } },
      { body: {} },
      { body: { category_id: 2 ** 31 - 1 } },
    ],
    requestOtp: [
      { body: { mobile_number: "9000000001", purpose: "signup" } },
      { body: { mobile_number: "12", purpose: "x" } },
    ],
    verifyOtp: [
      { body: { mobile_number: "9000000001", purpose: "signup", otp: "0000" } },
      { body: { mobile_number: "9000000002", purpose: "reset", otp: "1234" } },
      { body: {} },
    ],
    listDevSms: [{ query: { mobile_number: "9000000001" } }, { query: {} }],
    listDevEmail: [{ query: { to: "anitha@example.com" } }, { query: {} }],
    latestReceipt: [{}],
    signUp: [{ body: { name: "x" } }],
    registerMaid: [{ body: { name: "x" } }],
    login: [{ body: { mobile_number: "9000000003", password: "wrong password" } }, { body: {} }],
    refreshToken: [{ body: { refresh_token: "unknown" } }, { body: {} }],
    logout: [{ body: { refresh_token: "unknown" } }, { body: {} }],
    resetPassword: [
      { body: { mobile_number: "9000000004", password: "long enough", verification_token: "x" } },
      { body: {} },
    ],
    getProfileDetails: [{}],
    updateProfile: [{ body: {} }],
    getContentPage: [
      { params: { slug: "privacy-policy" } },
      { params: { slug: "no-such-page" } },
      { params: { slug: "Privacy-Policy" } },
    ],
    sendContactForm: [
      {
        body: {
          name: "Anitha",
          mobile_number: "9000000005",
          email: "anitha@example.com",
          message: "We need a cook for the evenings.",
        },
      },
      { body: { name: "", mobile_number: "12", email: "x", message: "short" } },
    ],
    listPlans: [{}],
    planDetails: [{ body: { id: plan } }, { body: { id: 2 ** 31 - 1 } }, { body: {} }],
    getPlan: [{}],
    purchasePlan: [{ body: { plan_id: plan } }],
    verifyPayment: [
      {
        body: {
          razorpay_order_id: "order_unknown",
          razorpay_payment_id: "pay_x",
          razorpay_signature: "0".repeat(64),
        },
      },
      { body: {} },
    ],
    completeSandboxPayment: [
      { body: { razorpay_order_id: "order_unknown", outcome: "success" } },
      { body: { outcome: "later" } },
    ],
    paymentWebhook: [{ body: { event: "payment.captured", payload: {} } }],
    downloadInvoice: [{}],
    devExpireSubscriptions: [{ body: { mobile_number: "9000000005" } }, { body: {} }],
    // Without a login every admin operation is a 401 (features/admin tests the rest).
    adminMe: [{}],
    adminListHelpers: [{}, { query: { page: "0" } }],
    adminGetHelper: [{ params: { id: helper.publicId } }],
    adminApproveHelper: [{ params: { id: helper.publicId } }],
    adminRejectHelper: [{ params: { id: helper.publicId }, body: { reason: "x" } }],
    adminSuspendHelper: [{ params: { id: helper.publicId }, body: {} }],
    adminRestoreHelper: [{ params: { id: helper.publicId } }],
    adminDashboard: [{}],
    adminAuditLog: [{}, { query: { sort: "password" } }],
    adminHelperReveals: [{ params: { id: helper.publicId } }, { params: { id: "no" } }],
    adminListVerifications: [{ params: { id: helper.publicId } }],
    adminAddVerification: [{ params: { id: helper.publicId }, body: { kind: "reference" } }],
    adminRemoveVerification: [{ params: { id: helper.publicId, record_id: "1" } }],
    adminListUsers: [{}, { query: { sort: "password" } }],
    adminGetUser: [{ params: { id: "1" } }],
    adminGrantEnquiries: [{ params: { id: "1" }, body: { enquiries: 1, reason: "x" } }],
    adminExtendSubscription: [{ params: { id: "1" }, body: { days: 1, reason: "x" } }],
    adminDisableUser: [{ params: { id: "1" }, body: { reason: "x" } }],
    adminEnableUser: [{ params: { id: "1" }, body: {} }],
    adminListPayments: [{}, { query: { status: "lost" } }],
    adminReconcilePayment: [{ params: { id: "1" } }],
    adminListMessages: [{}, { query: { read: "maybe" } }],
    adminUnreadMessages: [{}],
    adminGetMessage: [{ params: { id: "1" } }],
    adminMarkMessage: [{ params: { id: "1" }, body: { read: true } }],
    adminListOutboxMessages: [{ query: { user_id: "1" } }, { query: {} }],
    adminResendOutboxMessage: [{ params: { id: "1" } }, { params: { id: "x" } }],
    adminListPlans: [{}],
    adminGetPlan: [{ params: { id: "1" } }],
    adminUpdatePlan: [{ params: { id: "1" }, body: {} }],
    adminCreatePlan: [{ body: {} }],
    adminGetSettings: [{}],
    adminSaveSettings: [{ body: {} }],
    adminReferenceList: [{ params: { list: "districts" } }],
    adminAddReferenceItem: [{ params: { list: "castes" }, body: { name: "x" } }],
    adminRenameReferenceItem: [{ params: { list: "castes", id: "1" }, body: { name: "x" } }],
    adminRemoveReferenceItem: [{ params: { list: "castes", id: "1" } }],
    adminUploadImage: [{ body: {} }],
    adminListCategories: [{}],
    adminCreateCategory: [{ body: {} }],
    adminUpdateCategory: [{ params: { id: "1" }, body: {} }],
    adminListBanners: [{}],
    adminCreateBanner: [{ body: {} }],
    adminUpdateBanner: [{ params: { id: "1" }, body: {} }],
    adminReadHelperForm: [{ params: { id: helper.publicId } }],
    adminEditHelper: [{ params: { id: helper.publicId }, body: {} }],
    adminReplaceHelperPhoto: [{ params: { id: helper.publicId }, body: {} }],
    adminAddGalleryImages: [{ params: { id: helper.publicId }, body: {} }],
    adminRemoveGalleryImage: [{ params: { id: helper.publicId, key: "A".repeat(20) } }],
    purchaseMaid: [{ body: { maid_id: helper.publicId } }, { body: {} }],
    listPurchasedMaids: [{}],
    reportContact: [{ body: { maid_id: helper.publicId, reason: "wrong_number" } }],
    recordContactOutcome: [
      { body: { maid_id: helper.publicId, outcome: "hired" } },
      { body: { outcome: "maybe" } },
    ],
    listShortlist: [{}],
    addToShortlist: [{ params: { maid_id: helper.publicId } }, { params: { maid_id: "x.y" } }],
    removeFromShortlist: [{ params: { maid_id: helper.publicId } }],
    listContactReports: [{}],
    decideContactReport: [{ params: { id: "1" }, body: { decision: "accepted" } }],
    getMyData: [{}],
    deleteAccount: [{ body: { password: "x" } }, { body: {} }],
    getPrivacyConsent: [{}],
    acceptPrivacyPolicy: [{ body: { privacy_policy_version: "x" } }],
    adminDeleteUser: [{ params: { id: "1" }, body: { reason: "x" } }],
    maidLogin: [
      { body: { mobile_number: "9000000006", verification_token: "x" } },
      { body: { mobile_number: "12" } },
    ],
    maidRefreshToken: [{ body: { refresh_token: "unknown" } }, { body: {} }],
    maidLogout: [{ body: { refresh_token: "unknown" } }, { body: {} }],
    getMaidAccount: [{}],
    setMaidAvailability: [{ body: { available: false } }],
    getMaidMyData: [{}],
    deleteMaidListing: [{ body: { verification_token: "x" } }],
    devAskAvailability: [{ body: { mobile_number: "9000000005" } }, { body: {} }],
    // No login: the link's signed code is the proof.
    confirmMaidAvailability: [
      { body: { token: "1.tqp3jk.AAAAAAAAAAAAAAAAAAAAAA" } },
      { body: { token: "1.tqp3jk.AAAAAAAAAAAAAAAAAAAAAA", available: false } },
      { body: {} },
    ],
    getMaidListing: [{}],
    saveMaidListing: [{ body: { about: "x", shift: 1, maid_language: 1, category_ids: [1] } }],
    addMaidListingPhoto: [{ body: {} }],
    addMaidListingGallery: [{ body: {} }],
    removeMaidListingImage: [{ params: { key: "A".repeat(20) } }],
    adminListingChanges: [{}, { query: { helper: "x.y" } }],
    adminDecideListingChange: [{ params: { id: "1" }, body: { outcome: "seen" } }],
  };
}

describe("answers", () => {
  it("conform to the document for every operation, valid input and bad", async () => {
    const [helper] = await createHelpers({ db: ctx.db, storage: ctx.storage }, { count: 1 });
    const samples = samplesFor(
      helper!,
      await loadReferenceIds(ctx.db),
      (await planOnSale(ctx.db)).id,
    );
    expect(Object.keys(samples).sort()).toEqual(operations.map((o) => o.operationId).sort());

    const statuses = new Set<number>();
    for (const operation of operations) {
      for (const sample of samples[operation.operationId]!) {
        const answer = await ctx.app.inject({
          method: operation.method as "GET" | "POST" | "PUT" | "DELETE",
          url: pathOf(operation.path, sample.params),
          query: sample.query,
          ...(sample.body !== undefined && { payload: sample.body as object }),
        });
        expect(answerMismatch(document, operation, answer)).toBeUndefined();
        statuses.add(answer.statusCode);
      }
    }
    // The samples reach each kind of answer the catalogue and accounts give without a login.
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 415]);
  });
});
