import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI from the contract's zod schemas: the page at /api/docs, the JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sahayi API",
        description:
          "Marketplace for domestic helpers in Kerala. Errors are `{ error, code, fields? }`; money is in rupees.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The default validator badge would call a third-party host from the reader's browser.
    uiConfig: { validatorUrl: null },
    staticCSP: false,
  });
}
