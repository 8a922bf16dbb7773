import swagger, { type SwaggerTransformObject } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { apiErrorSchema } from "@sahayi/contract";
import type { FastifyInstance, RouteOptions } from "fastify";
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * zod's own registry: it holds what `.describe()` and `.meta()` say of a schema, which a
 * registry of the document's own would leave out. A schema with an `id` there is named once
 * under components and referred to everywhere else.
 */
const documentSchemas = z.globalRegistry;
documentSchemas.add(apiErrorSchema, { ...documentSchemas.get(apiErrorSchema), id: "ApiError" });

/** The name accounts will give their bearer token in `security` (an access token, a JWT). */
export const BEARER_AUTH = "bearerAuth";

/** What each error status means for any operation; every one answers `{ error, code, fields? }`. */
export const ERROR_DESCRIPTIONS = {
  400: "The input is not valid: `fields` names each field with its message.",
  401: "A login is needed.",
  403: "The login may not do this; `code` says why.",
  404: "Nothing with that id.",
  409: "The request conflicts with what is stored.",
  410: "What the request names has expired; `code` says what.",
  413: "The body is too large.",
  415: "The body's content type, or the request's Content-Encoding, is not accepted here.",
  431: "The request's headers are too large.",
  429: "Too many requests from this client; try again later.",
  500: "The server failed unexpectedly.",
  502: "A provider this call depends on (SMS, payments) failed; nothing was spent, so it may be tried again.",
  503: "The database (or, where a payment provider is called, the provider) is unreachable for the moment; try again later (after `Retry-After` seconds when it is sent).",
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorAnswer = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { "application/json": { schema: apiErrorSchema } },
});

type RouteSchema = NonNullable<RouteOptions["schema"]> & {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
};

/**
 * Completes the description of every API route as it is added, so a route declares only
 * what is its own (operationId, input, success and 404 answers):
 * - `security: []` (public) unless the route names a scheme, e.g.
 *   `security: [{ [BEARER_AUTH]: [] }]`; then 401 and 403 too;
 * - the error answers any route may give: 400 where it takes input, 413 where it takes a
 *   body, 429 unless it opts out of the rate limit (`config: { rateLimit: false }`), and
 *   415 (a Content-Encoding the server cannot decode, on any request), 431, 500 and 503;
 * - every error answer, declared here or by the route, with its description and the one
 *   error schema.
 * A route without an operationId stops the app from building: client generators name their
 * functions after it.
 */
export function describeRoute(route: RouteOptions) {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return;
  if (!schema.operationId) {
    throw new Error(
      `${route.method} ${route.url} needs schema.operationId (the handler's name, e.g. searchMaids) for the API document`,
    );
  }
  schema.security ??= [];
  const needsLogin = schema.security.length > 0;
  const takesBody = Boolean(schema.body);
  const takesInput = takesBody || Boolean(schema.querystring || schema.params || schema.headers);
  const config = route.config as { rateLimit?: unknown } | undefined;
  const statuses: ErrorStatus[] = [
    ...(takesInput ? [400 as const] : []),
    ...(needsLogin ? [401 as const, 403 as const] : []),
    ...(takesBody ? [413 as const] : []),
    ...(config?.rateLimit === false ? [] : [429 as const]),
    415,
    431,
    500,
    503,
  ];
  const response: Record<string, unknown> = { ...(schema.response as object) };
  for (const status of statuses) response[status] ??= apiErrorSchema;
  for (const [status, answer] of Object.entries(response)) {
    if (answer === apiErrorSchema && status in ERROR_DESCRIPTIONS) {
      response[status] = errorAnswer(Number(status) as ErrorStatus);
    }
  }
  schema.response = response;
}

type OpenApiDocument = ReturnType<SwaggerTransformObject>;
const transformObject = createJsonSchemaTransformObject({ schemaRegistry: documentSchemas });

/** The registry yields an input and an output variant of each schema; keep those in use. */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  if (!("components" in document)) return document;
  const schemas: Record<string, unknown> | undefined = document.components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return document;
}

/** OpenAPI from the contract's zod schemas: the page at /api/docs, the JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  app.addHook("onRoute", describeRoute);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Sahayi API",
        description:
          "Marketplace for domestic helpers in Kerala. Errors are `{ error, code, fields? }`; money is in rupees.",
        version: "1.0.0",
        // Relative addresses are pages of the web app on the same server.
        license: {
          name: "Proprietary: the Sahayi terms and conditions",
          url: "/terms-and-conditions",
        },
        contact: { name: "Sahayi", url: "/contact" },
      },
      servers: [{ url: "/", description: "The server that serves this document" }],
      // Logging in is the default; every public operation says `security: []` (describeRoute).
      security: [{ [BEARER_AUTH]: [] }],
      components: {
        securitySchemes: {
          [BEARER_AUTH]: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The access token of POST /api/user/login.",
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentSchemas }),
    transformObject: (document) => withoutUnusedSchemas(transformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The default validator badge would call a third-party host from the reader's browser.
    uiConfig: { validatorUrl: null },
    staticCSP: false,
  });
}
