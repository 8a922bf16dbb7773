import { homepageSchema } from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getHomepage } from "./service.ts";

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user/homepage",
    {
      schema: {
        tags: ["content"],
        summary: "Banners, categories, newest helpers, plans and site settings for the home page",
        response: { 200: homepageSchema },
      },
    },
    () => getHomepage({ db: app.db }),
  );
};
