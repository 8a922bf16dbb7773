import type { FastifyRequest } from "fastify";
import { type DestinationStream, stdSerializers } from "pino";

/**
 * What the log keeps of a request and of an error: enough to find the fault, nothing a person
 * typed. A query string's values, the body, credentials and cookies stay out, and an error's
 * text is left out when it comes from the database (a failed query names its values).
 */

/** Fields that carry personal data or credentials wherever a log call puts them. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "body",
  "req.body",
  "query",
  "req.query",
  // An error's own `message` is not a person's: only the top-level field is.
  "message",
  ...["password", "mobile_number", "whatsapp_number", "email", "address"].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/** The address without its query values: `/api/dev/sms?mobile_number=…`. */
export function urlWithoutQueryValues(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split("&")
    .map((pair) => `${pair.split("=")[0]}=…`);
  return `${url.slice(0, start)}?${names.join("&")}`;
}

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** A PostgreSQL error (SQLSTATE) anywhere in the chain of causes. */
function databaseErrorOf(error: unknown): Record<string, unknown> | undefined {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as Record<string, unknown>;
  }
  return undefined;
}

const stackFrames = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")
    : undefined;

/**
 * An error as the log keeps it. A database error keeps its SQLSTATE, the statement with its
 * placeholders and the names of the table, column and constraint; its message and its values
 * (which quote what a person sent) are left out. Any error keeps its stack frames only.
 */
function errorForLog(error: Error) {
  const database = databaseErrorOf(error);
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {
    type: serialized.type,
    stack: stackFrames(serialized.stack),
  };
  if (!database) {
    kept.message = serialized.message;
    if (typeof serialized.code === "string") kept.code = serialized.code;
    return kept;
  }
  const query = (error as { query?: unknown }).query;
  return {
    ...kept,
    message: "database error",
    sqlState: database.code,
    ...(typeof query === "string" && { query }),
    ...Object.fromEntries(
      ["table", "table_name", "column", "column_name", "constraint", "constraint_name"]
        .filter((key) => typeof database[key] === "string")
        .map((key) => [key, database[key]]),
    ),
  };
}

export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    ...(stream && { stream }),
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: requestForLog,
      // pino's type names the fields of its own serializer; this one keeps fewer.
      err: (error: Error) => errorForLog(error) as ReturnType<typeof stdSerializers.err>,
    },
  };
}
