import {
  adminIdParamsSchema,
  adminListingChangesPaths,
  adminListingChangesQuerySchema,
  adminListingChangesSchema,
  adminListingDecisionResponseSchema,
  adminListingDecisionSchema,
  apiErrorSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../../lib/accounts/auth.ts";
import { decideListingChange } from "./decide.ts";
import { readListingChanges } from "./queue.ts";

const tags = ["admin"];

/**
 * The queue of what helpers changed in their own listings (decision 046). Under /api/admin/,
 * so app.ts guards every route.
 */
export const listingChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminListingChangesPaths.changes,
    {
      schema: {
        operationId: "adminListingChanges",
        tags,
        summary:
          "What helpers changed in their listings and no admin has reviewed yet, oldest first (?helper= one helper's)",
        querystring: adminListingChangesQuerySchema,
        response: { 200: adminListingChangesSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      changes: await readListingChanges(app.db, await app.catalogReference(), request.query.helper),
    }),
  );

  app.post(
    adminListingChangesPaths.decision,
    {
      schema: {
        operationId: "adminDecideListingChange",
        tags,
        summary:
          "Marks a details change seen, or approves (onto her public listing) or rejects (with an optional reason she reads) a photo",
        params: adminIdParamsSchema,
        body: adminListingDecisionSchema,
        response: {
          200: adminListingDecisionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const message = await decideListingChange(
        {
          db: app.db,
          storage: app.storage,
          adminUserId: currentUser(request).id,
          log: app.log.warn.bind(app.log),
        },
        request.params.id,
        request.body,
      );
      // An approved photo is public now: this process's cached answers follow at once.
      app.publicCaches.clear();
      return { message };
    },
  );
};
