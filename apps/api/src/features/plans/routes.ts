import {
  apiErrorSchema,
  type PricingPlan,
  paymentsPaths,
  planDetailsRequestSchema,
  planListSchema,
  pricingPlanSchema,
} from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getPlan, listPlans } from "./service.ts";

/** The plans on sale (product §7 "Plan details"); the same for everyone, so public and cached. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const cache = app.publicCaches.create<PricingPlan[]>({
    ttlMs: app.config.cacheTtlMs,
    maxEntries: 1,
  });
  const tags = ["plans"];

  app.get(
    paymentsPaths.plans,
    {
      config: { cache: "public" },
      schema: {
        operationId: "listPlans",
        tags,
        summary: "The subscription plans on sale, prices and taxes in rupees",
        response: { 200: planListSchema },
      },
    },
    () => cache.get("plans", () => listPlans({ db })),
  );

  app.post(
    paymentsPaths.planDetails,
    {
      config: { cache: "public" },
      schema: {
        operationId: "planDetails",
        tags,
        summary: "One plan on sale by its id (404 when unknown or no longer sold)",
        body: planDetailsRequestSchema,
        response: { 200: pricingPlanSchema, 404: apiErrorSchema },
      },
    },
    (request) => getPlan({ db }, request.body.id),
  );

  app.get(
    `${paymentsPaths.planDetails}/:id`,
    {
      config: { cache: "public" },
      schema: {
        operationId: "getPlan",
        tags,
        summary: "One plan on sale by its id (404 when unknown or no longer sold)",
        params: planDetailsRequestSchema,
        response: { 200: pricingPlanSchema, 404: apiErrorSchema },
      },
    },
    (request) => getPlan({ db }, request.params.id),
  );
};
