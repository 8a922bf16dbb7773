import {
  adminContactReportParamsSchema,
  adminContactReportsResponseSchema,
  apiErrorSchema,
  contactOutcomeRequestSchema,
  contactOutcomeResponseSchema,
  contactReportDecisionRequestSchema,
  contactReportDecisionResponseSchema,
  contactReportRequestSchema,
  contactReportSchema,
  contactsPaths,
  purchasedMaidsResponseSchema,
  purchaseMaidRequestSchema,
  purchaseMaidResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUser } from "../../lib/accounts/auth.ts";
import { requestLocale } from "../../lib/locale.ts";
import { limit } from "../../lib/route-policy.ts";
import { configuredOrigin } from "../../lib/site-origin.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { decideReport, listPendingReports } from "./decisions.ts";
import { recordOutcome } from "./outcome.ts";
import { purchaseMaid } from "./purchase.ts";
import { listPurchasedMaids } from "./purchased.ts";
import { reportContact } from "./reports.ts";

const loggedIn = [{ [BEARER_AUTH]: [] }];
const tags = ["contacts"];

/**
 * The contact reveal. Every answer here names a user or carries phone numbers, so
 * none declares a public cache: they all answer `private, no-store`. The two admin routes get
 * their 401 / 403 guard from their /api/admin/ address (lib/accounts/auth.ts guardAdminRoute).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, tokens } = app;
  // Her SMS link after a hire: the same key and address as her monthly ask's.
  const link = {
    keyedHash: tokens.keyedHash,
    origin: configuredOrigin(config),
  };

  app.post(
    contactsPaths.purchaseMaid,
    {
      preHandler: authenticate,
      // Per client address; the per-account hourly limit is counted in the database.
      config: { rateLimit: limit(120, "minute") },
      schema: {
        operationId: "purchaseMaid",
        tags,
        summary:
          "Spends one enquiry on a helper (none if already bought) and answers the helper's numbers; 403 NO_ACTIVE_PLAN or ENQUIRY_LIMIT_REACHED, 409 HELPER_PAUSED (nothing spent), 429 past the hourly reveals",
        security: loggedIn,
        body: purchaseMaidRequestSchema,
        response: {
          200: purchaseMaidResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    (request) =>
      purchaseMaid(
        { db, revealsPerHour: config.revealsPerAccountPerHour },
        { userId: currentUser(request).id, maidId: request.body.maid_id },
      ),
  );

  app.get(
    contactsPaths.purchasedMaids,
    {
      preHandler: authenticate,
      schema: {
        operationId: "listPurchasedMaids",
        tags,
        summary: "The helpers this user bought, newest first, with numbers and reports",
        security: loggedIn,
        response: { 200: purchasedMaidsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      maids: await listPurchasedMaids({
        db,
        reference: await app.catalogReference(requestLocale(request)),
        userId: currentUser(request).id,
        verificationValidDays: app.config.verificationValidDays,
      }),
    }),
  );

  app.post(
    contactsPaths.contactReport,
    {
      preHandler: authenticate,
      config: { rateLimit: limit(20, "minute") },
      schema: {
        operationId: "reportContact",
        tags,
        summary:
          "Reports a bought contact as not reachable, already working or a wrong number, once, within 7 days of buying it",
        security: loggedIn,
        body: contactReportRequestSchema,
        response: {
          200: contactReportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      reportContact(
        { db },
        {
          userId: currentUser(request).id,
          maidId: request.body.maid_id,
          reason: request.body.reason,
          note: request.body.note,
        },
      ),
  );

  app.post(
    contactsPaths.contactOutcome,
    {
      preHandler: authenticate,
      config: { rateLimit: limit(20, "minute") },
      schema: {
        operationId: "recordContactOutcome",
        tags,
        summary:
          "Says whether this user hired a helper it bought (hired or not_hired; it may change its answer), and answers her count of hires; 403 for a helper not bought",
        security: loggedIn,
        body: contactOutcomeRequestSchema,
        response: {
          200: contactOutcomeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    (request) =>
      recordOutcome(
        { db, link },
        {
          userId: currentUser(request).id,
          maidId: request.body.maid_id,
          outcome: request.body.outcome,
        },
      ),
  );

  app.get(
    contactsPaths.adminContactReports,
    {
      schema: {
        operationId: "listContactReports",
        tags: ["admin"],
        summary: "Contact reports waiting for a decision, oldest first (admins only)",
        response: {
          200: adminContactReportsResponseSchema,
        },
      },
    },
    async () => ({ reports: await listPendingReports(db) }),
  );

  app.post(
    contactsPaths.adminContactReportDecision,
    {
      schema: {
        operationId: "decideContactReport",
        tags: ["admin"],
        summary:
          "Accepts (the enquiry comes back once) or declines a contact report; 409 once decided (admins only)",
        params: adminContactReportParamsSchema,
        body: contactReportDecisionRequestSchema,
        response: {
          200: contactReportDecisionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      decideReport(
        { db },
        {
          reportId: request.params.id,
          decision: request.body.decision,
          reason: request.body.reason,
          adminId: currentUser(request).id,
        },
      ),
  );
};
