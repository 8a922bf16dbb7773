import {
  type AdminActionResponse,
  adminActionResponseSchema,
  adminHelperDetailSchema,
  adminHelperParamsSchema,
  adminHelpersPageSchema,
  adminHelpersPaths,
  adminHelpersQuerySchema,
  adminMessages,
  adminReasonSchema,
  apiErrorSchema,
  type HelperStatus,
} from "@sahayi/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { siteOrigin } from "../../../lib/site-origin.ts";
import { getHelperDetail, listHelpers, moveHelper } from "./helpers.ts";

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The helpers' list and review queue, one helper's page, and approve / reject / suspend / restore. */
export const adminHelperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminHelpersPaths.helpers,
    {
      schema: {
        operationId: "adminListHelpers",
        tags: ["admin"],
        summary:
          "Helpers, a page at a time: search by name or phone, filter by status and district, sort; the review queue is status=pending&sort=created_at&order=asc",
        querystring: adminHelpersQuerySchema,
        response: { 200: adminHelpersPageSchema, 400: apiErrorSchema },
      },
    },
    (request) => listHelpers(app.db, request.query),
  );

  app.get(
    adminHelpersPaths.helper,
    {
      schema: {
        operationId: "adminGetHelper",
        tags: ["admin"],
        summary: "Every field of a helper, the photo and gallery at full size, its payments",
        params: adminHelperParamsSchema,
        response: { 200: adminHelperDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getHelperDetail(app.db, await app.catalogReference(), request.params.id),
  );

  /** Who acts, and the site's address for the link a helper's approval sends her. */
  const reviewer = (request: FastifyRequest) => ({
    db: app.db,
    adminUserId: currentUser(request).id,
    origin: siteOrigin(request, app.config.publicOrigin),
  });

  const done =
    (message: string) =>
    (result: { status: HelperStatus }): AdminActionResponse => ({ message, status: result.status });

  app.post(
    adminHelpersPaths.approve,
    {
      schema: {
        operationId: "adminApproveHelper",
        tags: ["admin"],
        summary: "Approves a helper waiting for review: listed on the public site at once",
        params: adminHelperParamsSchema,
        response: { 200: adminActionResponseSchema, ...refusals },
      },
    },
    (request) =>
      moveHelper(reviewer(request), { publicId: request.params.id, move: "approve" }).then(
        done(adminMessages.approved),
      ),
  );

  app.post(
    adminHelpersPaths.reject,
    {
      schema: {
        operationId: "adminRejectHelper",
        tags: ["admin"],
        summary:
          "Rejects a helper waiting for review, with a reason kept on record and sent by SMS and e-mail (through the outbox)",
        params: adminHelperParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminActionResponseSchema, ...refusals },
      },
    },
    (request) =>
      moveHelper(reviewer(request), {
        publicId: request.params.id,
        move: "reject",
        reason: request.body.reason,
      }).then(done(adminMessages.rejected)),
  );

  app.post(
    adminHelpersPaths.suspend,
    {
      schema: {
        operationId: "adminSuspendHelper",
        tags: ["admin"],
        summary:
          "Takes a listed helper off the public site at once (search, home, profile, sitemap)",
        params: adminHelperParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminActionResponseSchema, ...refusals },
      },
    },
    (request) =>
      moveHelper(reviewer(request), {
        publicId: request.params.id,
        move: "suspend",
        reason: request.body.reason,
      }).then(done(adminMessages.suspended)),
  );

  app.post(
    adminHelpersPaths.restore,
    {
      schema: {
        operationId: "adminRestoreHelper",
        tags: ["admin"],
        summary: "Lists a suspended helper again",
        params: adminHelperParamsSchema,
        response: { 200: adminActionResponseSchema, ...refusals },
      },
    },
    (request) =>
      moveHelper(reviewer(request), { publicId: request.params.id, move: "restore" }).then(
        done(adminMessages.restored),
      ),
  );
};
