import { apiErrorSchema, healthPaths, healthSchema } from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkDatabase } from "./service.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    healthPaths.health,
    {
      // Monitors poll it; a limit would report an outage that is not there.
      config: { rateLimit: false },
      schema: {
        operationId: "checkHealth",
        tags: ["health"],
        summary: "Answers once the database is reachable; 503 with Retry-After while it is not",
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async () => {
      await checkDatabase({ db: app.db });
      return { status: "ok" as const };
    },
  );
};
