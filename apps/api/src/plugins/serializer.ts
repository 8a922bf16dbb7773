import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod
 * response schema: like the zod serializer, it writes only the properties the schema names
 * (a column added to a query never leaks by accident), at several times the speed of
 * parse-then-JSON.stringify. A schema JSON Schema cannot express keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const { $schema, ...jsonSchema } = z.toJSONSchema(route.schema, {
      io: "output",
      unrepresentable: "throw",
      target: "draft-7",
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as RouteSchema);
  }
};
