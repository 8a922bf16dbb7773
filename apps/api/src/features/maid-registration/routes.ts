import { registrationDataSchema } from "@sahayi/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getRegistrationData } from "./service.ts";

export const maidRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/maid/registration",
    {
      schema: {
        tags: ["maid-registration"],
        summary: "Lists for the helper registration form and the registration fee with taxes",
        response: { 200: registrationDataSchema },
      },
    },
    () => getRegistrationData({ db: app.db }),
  );
};
