import fc from "fast-check";
import { z } from "zod";
import { inlineRefs, type Operation } from "../openapi.ts";
import { type HostileTarget, shown } from "./hostile-answers.ts";
import {
  type FieldSchema,
  hugeText,
  mustRefuse,
  oddKey,
  oddText,
  oddValue,
  urlPart,
} from "./hostile-input.ts";

/**
 * Generated hostile bodies and query strings for the documented operations
 * (src/hostile-input.test.ts), each knowing whether the server must refuse it.
 */

interface BodySchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

const bodySchemaOf = (target: HostileTarget, operation: Operation) =>
  inlineRefs(
    target.document,
    operation.object.requestBody?.content["application/json"]?.schema ?? {},
  ) as BodySchema;

const withBody = (target: HostileTarget) =>
  target.operations.filter((operation) => operation.object.requestBody);

/** A value for a documented field: often a plausible one, so requests also get past validation. */
function fieldValue(target: HostileTarget, name: string, schema: FieldSchema) {
  const plausible =
    schema.type === "string" && schema.pattern
      ? fc.constantFrom(...target.realIds.helpers)
      : schema.enum
        ? fc.constantFrom(...(schema.enum as string[]))
        : fc.constantFrom(...target.realIds.numbers, 2 ** 31 - 1);
  return fc
    .oneof(
      { weight: 1, arbitrary: plausible },
      { weight: 3, arbitrary: oddValue },
      { weight: 1, arbitrary: plausible.map(String) },
      { weight: 1, arbitrary: plausible.map((value) => [value]) },
    )
    .map((value) => ({ name, value }));
}

/** Why a JSON body must be refused by the operation, or undefined when it may be taken. */
function refusalReason(schema: BodySchema, body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "not an object";
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const value = (body as Record<string, unknown>)[name];
    if (mustRefuse(field, value, required.has(name))) {
      return `${name} = ${shown(JSON.stringify(value) ?? "undefined", 80)} does not fit ${JSON.stringify(field)}`;
    }
  }
  return undefined;
}

export const jsonBodyRequest = (target: HostileTarget) =>
  fc.constantFrom(...withBody(target)).chain((operation) => {
    const schema = bodySchemaOf(target, operation);
    const own = Object.entries(schema.properties ?? {});
    const object = fc
      .tuple(
        fc.tuple(
          ...own.map(([name, field]) => fc.option(fieldValue(target, name, field), { freq: 4 })),
        ),
        fc.array(fc.tuple(oddKey(own.map(([name]) => name)), oddValue), { maxLength: 3 }),
      )
      .map(([fields, extra]) => {
        const body: Record<string, unknown> = Object.fromEntries(extra);
        for (const field of fields) if (field) body[field.name] = field.value;
        return body as unknown;
      });
    return fc
      .oneof({ weight: 9, arbitrary: object }, { weight: 1, arbitrary: oddValue })
      .map((body) => ({
        method: operation.method,
        url: operation.path,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body) ?? "null",
        operation,
        mustRefuseBecause: refusalReason(schema, JSON.parse(JSON.stringify(body) ?? "null")),
      }));
  });

/** A query value: its text as the handler should see it, and how it travels in the URL. */
interface QueryValue {
  text: string;
  encoded: string;
  /** False for bad escapes and half surrogates, whose reading is up to the parser. */
  clean: boolean;
}

function queryValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<QueryValue> {
  const text = fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 9, arbitrary: oddText },
    { weight: 1, arbitrary: hugeText.map((t) => t.slice(0, 20_000)) },
  );
  return fc.oneof(
    {
      weight: 5,
      arbitrary: text.map((t) => {
        const clean = z.string().safeParse(t).success && !/[\uD800-\uDFFF]/.test(t);
        return { text: t, encoded: clean ? encodeURIComponent(t) : t, clean };
      }),
    },
    { weight: 1, arbitrary: urlPart(oddText).map((u) => ({ text: u, encoded: u, clean: false })) },
  );
}

/** Why a query must be refused by a GET operation, or undefined when it may be taken. */
function queryRefusal(operation: Operation, pairs: [string, QueryValue][]): string | undefined {
  for (const parameter of operation.object.parameters ?? []) {
    if (parameter.in !== "query") continue;
    const values = pairs.filter(([name]) => name === parameter.name).map(([, value]) => value);
    if (values.length > 1) return `${parameter.name} given ${values.length} times`;
    const [value] = values;
    if (!value?.clean) continue;
    if (mustRefuse(parameter.schema as FieldSchema, value.text, false)) {
      return `${parameter.name} = ${shown(JSON.stringify(value.text), 80)} does not fit ${JSON.stringify(parameter.schema)}`;
    }
  }
  return undefined;
}

const takesQuery = (operation: Operation) =>
  operation.object.parameters?.some((parameter) => parameter.in === "query") ?? false;

export const queryRequest = (target: HostileTarget) =>
  // Mostly operations that read a query; the others see extra keys now and then.
  fc
    .constantFrom(...target.operations.flatMap((o) => (takesQuery(o) ? Array(20).fill(o) : [o])))
    .chain((operation: Operation) => {
      const names = (operation.object.parameters ?? [])
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => parameter.name);
      const plausible = fc.oneof(
        fc.constantFrom(...target.realIds.numbers, 2 ** 31 - 1).map(String),
        fc.constantFrom("20-30", "3-5", "female", "MALE", "1", "100"),
      );
      const key = fc.oneof(
        { weight: 3, arbitrary: names.length > 0 ? fc.constantFrom(...names) : oddKey([]) },
        { weight: 1, arbitrary: oddKey(names) },
      );
      const pair = fc.tuple(key, queryValue(plausible));
      return fc
        .tuple(fc.array(pair, { minLength: 1, maxLength: 6 }), fc.boolean())
        .map(([pairs, repeatFirst]) => {
          const all: [string, QueryValue][] =
            repeatFirst && pairs[0] ? [...pairs, pairs[0]] : pairs;
          const query = all.map(([name, value]) => `${encodeKey(name)}=${value.encoded}`).join("&");
          const isGet = operation.method === "GET";
          return {
            method: operation.method,
            url: `${operation.path}?${query}`,
            ...(!isGet && { headers: { "content-type": "application/json" }, payload: "{}" }),
            operation,
            mustRefuseBecause: isGet ? queryRefusal(operation, all) : undefined,
          };
        });
    });

function encodeKey(key: string): string {
  try {
    return encodeURIComponent(key).replaceAll("%5B", "[").replaceAll("%5D", "]");
  } catch {
    return key;
  }
}

const deeplyNested = fc
  .constantFrom(100, 5_000, 100_000)
  .chain((depth) =>
    fc.constantFrom(
      "[".repeat(depth) + "]".repeat(depth),
      `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
      `{"location_id":${"[".repeat(depth)}${"]".repeat(depth)}}`,
    ),
  );

const MALFORMED_JSON = [
  "{",
  '{"location_id":',
  '{"location_id": 1,',
  '{"location_id": 1}}',
  '{"location_id": 1}{"maid_id": "x"}',
  "{'location_id': 1}",
  '{"location_id": 01}',
  '{"location_id": 1e999}',
  '{"location_id": -}',
  '{"location_id": 0x1}',
  '{"location_id": NaN}',
  '{"location_id": 1, "location_id": true}',
  '{"category_id": 2147483648}',
  '{"maid_id": "\\ud800"}',
  '{"maid_id": "\\u0000"}',
  '{"__proto__": {"is_admin": true}}',
  '{"constructor": {"prototype": {"is_admin": true}}}',
  "\uFEFF{}",
  "undefined",
  "NaN",
  "null",
  "[]",
  '"',
  "\u0000",
];

const multipartBody = fc
  .tuple(fc.constantFrom("location_id", "maid_id", "category_id", "file"), oddText, fc.boolean())
  .map(([name, value, closed]) => {
    const part = `--XYZ\r\nContent-Disposition: form-data; name="${name}"; filename="../../${value}"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`;
    return closed ? `${part}--XYZ--\r\n` : part;
  });

/** Bodies no client should send: broken JSON, other types, broken multipart, too large. */
export const rawBodyRequest = (target: HostileTarget) =>
  fc
    .tuple(
      fc.constantFrom(...withBody(target)),
      fc.option(
        fc.constantFrom(
          "application/json",
          "application/json; charset=utf-8",
          "application/json; charset=latin1",
          "application/json; charset=utf-16",
          "APPLICATION/JSON",
          "application/json;",
          "application/jsonx",
          "text/json",
          "application/vnd.api+json",
          "text/plain",
          "application/xml",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=XYZ",
          "application/octet-stream",
          "*/*",
          "",
        ),
        { nil: undefined, freq: 8 },
      ),
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
        { weight: 2, arbitrary: deeplyNested },
        { weight: 2, arbitrary: multipartBody },
        { weight: 1, arbitrary: oddText },
        { weight: 1, arbitrary: fc.constant("location_id=1&location_id=2&maid_id[]=x") },
        {
          weight: 1,
          arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b)),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(1024 * 1024 + 1, 3 * 1024 * 1024)
            .map((size) => `{"location_id":"${"9".repeat(size)}"}`),
        },
      ),
    )
    .map(([operation, contentType, payload]) => ({
      method: operation.method,
      url: operation.path,
      ...(contentType !== undefined && { headers: { "content-type": contentType } }),
      payload,
      operation,
    }));
