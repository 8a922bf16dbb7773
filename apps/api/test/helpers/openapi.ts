import type { FastifyInstance } from "fastify";
import { z } from "zod";

/** The parts of the OpenAPI 3.0 document the tests read. */
export interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
}

interface MediaType {
  schema?: unknown;
}

export interface OperationObject {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: "query" | "path" | "header"; schema?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export interface Operation {
  method: string;
  /** As the document writes it, `{param}` for path parameters. */
  path: string;
  operationId: string;
  object: OperationObject;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export async function readApiDocument(app: FastifyInstance): Promise<ApiDocument> {
  const response = await app.inject({ url: "/api/docs/json" });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.body}`);
  return response.json();
}

/** Every operation of the document: the route table as a client sees it. */
export function listOperations(document: ApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, object]) => ({
        method: method.toUpperCase(),
        path,
        operationId: object.operationId ?? "",
        object,
      })),
  );
}

/** The JSON schema with every local `$ref` replaced by what it points at. */
export function inlineRefs(document: ApiDocument, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(document, item));
  if (typeof schema !== "object" || schema === null) return schema;
  const { $ref, ...rest } = schema as { $ref?: string };
  if (typeof $ref === "string") {
    const target = $ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
    if (target === undefined) throw new Error(`${$ref} points at nothing`);
    return inlineRefs(document, target);
  }
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineRefs(document, value)]),
  );
}

/**
 * The documented body of one answer as a zod schema (from the document's JSON schema, not
 * the contract's zod schema, so it checks what a generated client would expect), or
 * undefined when the operation does not document that status.
 */
export function documentedAnswer(
  document: ApiDocument,
  operation: Operation,
  status: number,
): z.ZodType | undefined {
  const answer = operation.object.responses[String(status)];
  if (!answer) return undefined;
  let converted = answerSchemas.get(answer);
  if (!converted) {
    const schema = answer.content?.["application/json"]?.schema;
    converted = schema
      ? z.fromJSONSchema(inlineRefs(document, schema) as z.core.JSONSchema.JSONSchema, {
          defaultTarget: "openapi-3.0",
        })
      : z.undefined();
    answerSchemas.set(answer, converted);
  }
  return converted;
}

/** Converting a schema takes longer than checking an answer with it; tests check thousands. */
const answerSchemas = new WeakMap<object, z.ZodType>();

/** Why an answer does not match the document, or undefined when it does. */
export function answerMismatch(
  document: ApiDocument,
  operation: Operation,
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | undefined {
  const where = `${operation.method} ${operation.path} answered ${answer.statusCode}`;
  const schema = documentedAnswer(document, operation, answer.statusCode);
  if (!schema) return `${where}, a status its operation ${operation.operationId} does not list`;
  if (operation.method === "HEAD" || answer.body === "") return undefined;
  if (!String(answer.headers["content-type"]).startsWith("application/json")) {
    return `${where} with content-type ${answer.headers["content-type"]}, not JSON`;
  }
  const parsed = schema.safeParse(JSON.parse(answer.body));
  if (parsed.success) return undefined;
  return `${where} with a body unlike the document: ${z.prettifyError(parsed.error)}\n${answer.body.slice(0, 500)}`;
}
