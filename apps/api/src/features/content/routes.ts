import { type Homepage, homepageSchema } from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createCache } from "../../lib/cache.ts";
import { getHomepage } from "./service.ts";

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page load asks for this and it is the same for every visitor.
  const cache = createCache<Homepage>({ ttlMs: app.config.cacheTtlMs, maxEntries: 1 });
  app.get(
    "/api/user/homepage",
    {
      config: { cache: "public" },
      schema: {
        operationId: "getHomepage",
        tags: ["content"],
        summary: "Banners, categories, newest helpers, plans and site settings for the home page",
        response: { 200: homepageSchema },
      },
    },
    () =>
      cache.get("home", async () =>
        getHomepage({ db: app.db, reference: await app.catalogReference() }),
      ),
  );
};
