import { fieldMessages } from "@sahayi/contract";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { multipartBody } from "../test/helpers/accounts.ts";
import { adminCaller, userCaller } from "../test/helpers/admin.ts";
import {
  inlineRefs,
  listOperations,
  type Operation,
  readApiDocument,
} from "../test/helpers/openapi.ts";
import { beforeAllOrFail, useTestApp } from "../test/helpers/test-app.ts";

/**
 * Every text field of every documented request, walked from the OpenAPI document (itself made
 * from the contract's zod schemas): a control character in it is refused with a 400 that names
 * the field with the contract's message, never a 500 and never a write.
 */

const ctx = useTestApp();
let document: Awaited<ReturnType<typeof readApiDocument>>;
let headers: { admin: Record<string, string>; user: Record<string, string> };

beforeAllOrFail(async () => {
  document = await readApiDocument(ctx.app);
  headers = {
    admin: (await adminCaller(ctx.app, ctx.db)).headers,
    user: (await userCaller(ctx.app, ctx.db)).headers,
  };
});

interface TextField {
  operation: Operation;
  where: "json" | "multipart" | "query";
  name: string;
}

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: PropertySchema[];
  format?: string;
}

/** A string property's schema, looking through `nullable` unions. */
function stringSchema(schema: PropertySchema): PropertySchema | undefined {
  const candidates = schema.anyOf ?? [schema];
  return candidates.find(
    (s) => s.type === "string" || (Array.isArray(s.type) && s.type.includes("string")),
  );
}

/** The signed webhook reads nothing before its signature; the docs serve no body. */
const SKIPPED = new Set(["paymentWebhook"]);

function textFields(): TextField[] {
  const fields: TextField[] = [];
  for (const operation of listOperations(document)) {
    if (SKIPPED.has(operation.operationId)) continue;
    const content = operation.object.requestBody?.content ?? {};
    for (const [type, where] of [
      ["application/json", "json"],
      ["multipart/form-data", "multipart"],
    ] as const) {
      const body = inlineRefs(document, content[type]?.schema ?? {}) as {
        properties?: Record<string, PropertySchema>;
      };
      for (const [name, property] of Object.entries(body.properties ?? {})) {
        const text = stringSchema(property);
        if (text && !text.enum && text.format !== "binary") {
          fields.push({ operation, where, name });
        }
      }
    }
    for (const parameter of operation.object.parameters ?? []) {
      if (parameter.in !== "query") continue;
      const text = stringSchema(inlineRefs(document, parameter.schema ?? {}) as PropertySchema);
      if (text && !text.enum) {
        fields.push({ operation, where: "query", name: parameter.name });
      }
    }
  }
  return fields;
}

/** A path parameter that passes its own schema: the first of a list, a number, or an id. */
function pathValue(operation: Operation, name: string): string {
  const parameter = operation.object.parameters?.find((p) => p.in === "path" && p.name === name);
  const schema = inlineRefs(document, parameter?.schema ?? {}) as PropertySchema;
  if (schema.enum) return String(schema.enum[0]);
  return schema.type === "string" ? "Aa3Bb4Cc5Dd6Ee7Ff8Gg" : "2147483000";
}

let addresses = 0;

function send(app: FastifyInstance, field: TextField, value: string) {
  const { operation, where, name } = field;
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
    pathValue(operation, param),
  );
  // Each request from an address of its own, so no route's own limit answers first.
  addresses++;
  const auth = url.startsWith("/api/admin/") ? headers.admin : headers.user;
  const remoteAddress = `10.77.${addresses >> 8}.${addresses & 255}`;
  if (where === "query") {
    return app.inject({
      method: operation.method as "GET",
      url: `${url}?${name}=${encodeURIComponent(value)}`,
      headers: auth,
      remoteAddress,
    });
  }
  if (where === "multipart") {
    const form = multipartBody({ [name]: value });
    return app.inject({
      method: operation.method as "POST",
      url,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
      remoteAddress,
    });
  }
  return app.inject({
    method: operation.method as "POST",
    url,
    headers: auth,
    payload: { [name]: value },
    remoteAddress,
  });
}

describe("control characters in text fields", () => {
  it("are refused with a 400 naming the field, in every text field of every request", async () => {
    const fields = textFields();
    // The walk found the fields people type: names, addresses, messages, reasons, searches.
    expect(fields.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const field of fields) {
      for (const value of ["a\u0000b", "a\u001bb", "a\u0085b"]) {
        const answer = await send(ctx.app, field, value);
        const body = answer.json() as { fields?: Record<string, string> };
        const said = body.fields?.[field.name];
        const where = `${field.operation.method} ${field.operation.path} ${field.where} ${field.name} ${JSON.stringify(value)}`;
        if (answer.statusCode !== 400 || !said) {
          problems.push(`${where}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        } else if (said !== fieldMessages.controlCharacters) {
          problems.push(`${where}: said ${JSON.stringify(said)}`);
        }
      }
    }
    expect(problems.join("\n")).toBe("");
  }, 120_000);
});
