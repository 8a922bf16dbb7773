import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminDashboardSchema,
  adminHelperParamsSchema,
  adminOversightPaths,
  adminRevealsPageSchema,
  adminRevealsQuerySchema,
  apiErrorSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAuditLog } from "./audit-log.ts";
import { dashboard } from "./dashboard.ts";
import { listReveals } from "./reveals.ts";

/** What an operator watches: the dashboard, the audit log, who revealed a helper's contact. */
export const oversightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminOversightPaths.dashboard,
    {
      schema: {
        operationId: "adminDashboard",
        tags: ["admin"],
        summary:
          "Registrations and reports waiting, new users, revenue this week and month, and the last 14 days per day (India's days)",
        response: { 200: adminDashboardSchema },
      },
    },
    () => dashboard(app.db),
  );

  app.get(
    adminOversightPaths.auditLog,
    {
      schema: {
        operationId: "adminAuditLog",
        tags: ["admin"],
        summary: "Every admin change, newest first: who, when, what, before and after",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listAuditLog(app.db, request.query),
  );

  app.get(
    adminOversightPaths.helperReveals,
    {
      schema: {
        operationId: "adminHelperReveals",
        tags: ["admin"],
        summary: "Who revealed a helper's contact and when, newest first",
        params: adminHelperParamsSchema,
        querystring: adminRevealsQuerySchema,
        response: { 200: adminRevealsPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => listReveals(app.db, request.params.id, request.query),
  );
};
