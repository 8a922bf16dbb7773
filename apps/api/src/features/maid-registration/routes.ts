import { type RegistrationData, registrationDataSchema } from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCache } from "../../lib/cache.ts";
import { getRegistrationData } from "./service.ts";

export const maidRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The web app loads these lists for every search form; they change only through the admin.
  const cache = createCache<RegistrationData>({ ttlMs: app.config.cacheTtlMs, maxEntries: 1 });
  app.get(
    "/api/maid/registration",
    {
      config: { cache: "public" },
      schema: {
        operationId: "getRegistrationData",
        tags: ["maid-registration"],
        summary: "Lists for the helper registration form and the registration fee with taxes",
        response: { 200: registrationDataSchema },
      },
    },
    () => cache.get("lists", () => getRegistrationData({ db: app.db })),
  );
};
