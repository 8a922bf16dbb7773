import {
  apiErrorSchema,
  categoryDetailsRequestSchema,
  categoryDetailsResponseSchema,
  maidDetailsRequestSchema,
  maidSchema,
  type Option,
  subLocationRequestSchema,
  subLocationResponseSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCache } from "../../lib/cache.ts";
import { getCategory, getMaid, listConstituencies } from "./service.ts";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const constituencies = createCache<Option[]>({ ttlMs: app.config.cacheTtlMs, maxEntries: 100 });

  app.post(
    "/api/user/sub-location",
    {
      schema: {
        tags: ["catalog"],
        summary: "Constituencies of a district",
        body: subLocationRequestSchema,
        response: { 200: subLocationResponseSchema, ...errors },
      },
    },
    (request) => {
      const districtId = request.body.location_id;
      return constituencies.get(String(districtId), () =>
        listConstituencies({ db: app.db, districtId }),
      );
    },
  );

  app.post(
    "/api/user/maid-details",
    {
      schema: {
        tags: ["catalog"],
        summary: "One approved helper; phone numbers only for a user who purchased the helper",
        body: maidDetailsRequestSchema,
        response: { 200: maidSchema, ...errors },
      },
    },
    (request) => getMaid({ db: app.db, publicId: request.body.maid_id }),
  );

  app.post(
    "/api/user/category-details",
    {
      schema: {
        tags: ["catalog"],
        summary: "A category with its banner picture",
        body: categoryDetailsRequestSchema,
        response: { 200: categoryDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: {
        category: await getCategory({ db: app.db, categoryId: request.body.category_id }),
      },
    }),
  );
};
