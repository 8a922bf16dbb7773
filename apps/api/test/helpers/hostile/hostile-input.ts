import { hasControlCharacters } from "@sahayi/contract";
import fc from "fast-check";

/**
 * Generators of hostile input for the property-based test of every route
 * (src/hostile-input.test.ts), and the rule that says which input must be refused.
 */

/** Characters that break naive code: direction marks, invisible ones, emoji, half surrogates. */
const ODD_CHARACTERS = [
  "\u202E", // right-to-left override
  "\u200F", // right-to-left mark
  "\u200B", // zero-width space
  "\u200D", // zero-width joiner
  "\uFEFF", // byte order mark
  "\u0000",
  "\u001b", // escape: starts a terminal's control sequence
  "\u007f",
  "\u0085", // next line, a C1 control
  "\u0301", // a combining accent with nothing to combine with
  "\uD800", // a high surrogate alone
  "\uDFFF", // a low surrogate alone
  "🙂",
  "👩‍👩‍👧‍👦",
  "١", // an Arabic-Indic digit one
  "１", // a full-width digit one
  "൯", // a Malayalam digit nine
  "\n",
  "\r\n",
  "\t",
  "%",
  "'",
  '"',
  "\\",
];

/** Strings a careless parser takes for a number, and injection and script fragments. */
const ODD_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "0x1",
  "1e3",
  " 1",
  "1 ",
  "+1",
  "01",
  "1_000",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[1]",
  "2147483647",
  "2147483648",
  "9223372036854775808",
  "99999999999999999999999999",
  "' OR 1=1 --",
  "1; drop table helpers; --",
  "1 union select mobile_number from helpers",
  "'); select pg_sleep(1); --",
  "%' and 1=1 and '%'='",
  "$1",
  "\\x00",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose
  "${7*7}",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "__proto__",
  "constructor",
  "toString",
  "\u202E1",
  "1\u200B",
  "\uFEFF1",
  "١",
  "🙂",
  "\uD800",
  "a\uDC00b",
  // Phone numbers spelled past a filter of ASCII digits, and control characters in text.
  "９８４７０１２３４５",
  "൯൮൪൭൦൧൨൩൪൫",
  "98470\u200B12345",
  "92000,00004",
  "a\u0000b",
  "a\u001b[2Jb",
];

const oddCharacter = fc.oneof(
  fc.constantFrom(...ODD_CHARACTERS),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

/** Short strings of any code point, half surrogates included. */
export const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: oddCharacter, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Up to 100,000 UTF-16 units; a body of one of these stays under the 1 MB body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(1_000, 20_000, 100_000), fc.constantFrom("9", "a", "🙂", "\u200B", "'"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value a hostile client might put where a field goes. */
export const oddValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 4, arbitrary: oddText },
    { weight: 3, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: hugeText },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(oddText, tie("value"), { maxKeys: 3 }) },
  ),
})).value;

/** Field names that are not a route's own, or are its own in disguise. */
export const oddKey = (ownKeys: readonly string[]) =>
  fc.oneof(
    fc.constantFrom("__proto__", "constructor", "prototype", "id", "user_id", "is_admin"),
    ...(ownKeys.length > 0
      ? [
          fc
            .tuple(fc.constantFrom(...ownKeys), fc.constantFrom(" ", "[]", "[0]", "\u200B"))
            .map(([key, suffix]) => key + suffix),
          fc.constantFrom(...ownKeys).map((key) => key.toUpperCase()),
        ]
      : []),
    oddText,
  );

/** A percent sign that does not start a valid escape, or escapes of malformed UTF-8. */
export const badPercent = fc.constantFrom(
  "%",
  "%%",
  "%zz",
  "%4",
  "%E0%A4",
  "%C0%AF",
  "%C0%AE%C0%AE",
  "%ED%A0%80",
  "%FF",
  "%00",
  "%u0041",
);

/** A URL component: encoded when it can be, raw (half surrogates, bad escapes) when not. */
export const urlPart = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: text.map(encodeLeniently) },
    { weight: 1, arbitrary: badPercent },
    { weight: 1, arbitrary: fc.tuple(text, badPercent).map(([a, b]) => encodeLeniently(a) + b) },
  );

function encodeLeniently(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // Half surrogates cannot be encoded; send what a broken client would.
    return text;
  }
}

/** The same address written differently: escapes, slashes, dots, case, junk after it. */
export const pathVariant = (path: string) =>
  fc
    .array(
      fc.oneof(
        fc.constant((p: string) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)),
        fc.constant((p: string) =>
          p.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
        ),
        fc.constant((p: string) => p.replaceAll("/", "//")),
        fc.constant((p: string) => p.replace("/", "%2F")),
        fc.constant((p: string) => p.replace("/api/", "/api/./")),
        fc.constant((p: string) => p.replace("/api/", "/api/x/../")),
        fc.constant((p: string) => p.replaceAll("/", "\\")),
        fc.constant((p: string) => p.toUpperCase()),
        fc.constant((p: string) => `${p}/`),
        fc.constant((p: string) => `${p};x=1`),
        fc.constant((p: string) => `${p}#frag`),
        fc.constant((p: string) => `${p}/${"a".repeat(5_000)}`),
        badPercent.map((bad) => (p: string) => `${p}${bad}`),
        badPercent.map((bad) => (p: string) => p.replace("/api/", `/api/${bad}/`)),
        urlPart(oddText).map((part) => (p: string) => `${p}/${part}`),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => changes.reduce((p, change) => change(p), path));

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** One route of the server as `printRoutes` lists it. */
export interface TableRoute {
  path: string;
  methods: string[];
}

/** Reads Fastify's route tree (`app.printRoutes({ commonPrefix: false })`) into full paths. */
export function parseRouteTree(tree: string): TableRoute[] {
  const routes: TableRoute[] = [];
  const parents: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? "") + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    const methods = (match[3] ?? "")
      .split(",")
      .map((method) => method.trim())
      .filter((method) => method && method !== "-");
    if (methods.length > 0) routes.push({ path, methods });
  }
  return routes;
}

/** The part of a JSON schema the refusal rule reads. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/**
 * True when no reading of `value` fits the documented field, so the server must refuse it.
 * Readings the server may allow are left open: a string of plain digits for an integer
 * (query strings and forms carry text), a blank for an optional field, case and padding
 * around an enum value or a patterned id.
 */
export function mustRefuse(schema: FieldSchema, value: unknown, required: boolean): boolean {
  if (value === undefined) return required;
  if (isBlank(value) && !required) return false;
  if (schema.type === "integer" || schema.type === "number") {
    let number: number;
    if (typeof value === "number") number = value;
    else if (typeof value === "string" && /^\+?\d+$/.test(value)) number = Number(value);
    else return true;
    if (schema.type === "integer" && !Number.isInteger(number)) return true;
    return !withinBounds(schema, number);
  }
  if (schema.type === "string") {
    if (typeof value !== "string") return true;
    if (hasControlCharacters(value, "lines")) return true;
    const text = value.trim();
    if (schema.enum) return !schema.enum.includes(text.toLowerCase());
    if (schema.pattern) return !new RegExp(schema.pattern).test(text);
    return false;
  }
  return false;
}

function withinBounds(schema: FieldSchema, number: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum and maximum.
  if (typeof exclusiveMinimum === "number" && number <= exclusiveMinimum) return false;
  if (typeof exclusiveMaximum === "number" && number >= exclusiveMaximum) return false;
  if (minimum !== undefined && (exclusiveMinimum === true ? number <= minimum : number < minimum))
    return false;
  if (maximum !== undefined && (exclusiveMaximum === true ? number >= maximum : number > maximum))
    return false;
  return true;
}
