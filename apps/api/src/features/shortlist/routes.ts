import {
  apiErrorSchema,
  shortlistChangeSchema,
  shortlistParamsSchema,
  shortlistPaths,
  shortlistResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticate, currentUser } from "../../lib/accounts/auth.ts";
import { requestLocale } from "../../lib/locale.ts";
import { limit } from "../../lib/route-policy.ts";
import { BEARER_AUTH } from "../../plugins/docs.ts";
import { addToShortlist, listShortlist, removeFromShortlist } from "./shortlist.ts";

const loggedIn = [{ [BEARER_AUTH]: [] }];
const tags = ["shortlist"];

/** A household's shortlist. Its answers name a user, so none declares a public cache. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    shortlistPaths.shortlist,
    {
      preHandler: authenticate,
      schema: {
        operationId: "listShortlist",
        tags,
        summary:
          "The helpers with a public page this user keeps on its shortlist (a paused one with available: false), newest first",
        security: loggedIn,
        response: { 200: shortlistResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      maids: await listShortlist({
        db,
        reference: await app.catalogReference(requestLocale(request)),
        userId: currentUser(request).id,
        verificationValidDays: config.verificationValidDays,
      }),
    }),
  );

  app.put(
    shortlistPaths.shortlistMaid,
    {
      preHandler: authenticate,
      config: { rateLimit: limit(120, "minute") },
      schema: {
        operationId: "addToShortlist",
        tags,
        summary:
          "Keeps a listed or paused helper on the shortlist (again: no change); 404 for no such helper, 409 SHORTLIST_FULL",
        security: loggedIn,
        params: shortlistParamsSchema,
        response: {
          200: shortlistChangeSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    (request) =>
      addToShortlist(db, { userId: currentUser(request).id, maidId: request.params.maid_id }),
  );

  app.delete(
    shortlistPaths.shortlistMaid,
    {
      preHandler: authenticate,
      config: { rateLimit: limit(120, "minute") },
      schema: {
        operationId: "removeFromShortlist",
        tags,
        summary: "Takes a helper off the shortlist (one not on it: no change)",
        security: loggedIn,
        params: shortlistParamsSchema,
        response: { 200: shortlistChangeSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) =>
      removeFromShortlist(db, { userId: currentUser(request).id, maidId: request.params.maid_id }),
  );
};
