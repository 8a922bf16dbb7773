import type { Duplex } from "node:stream";
import { type ApiError, apiMessages, type ErrorCode } from "@sahayi/contract";
import { malayalamAccountErrors } from "@sahayi/contract/i18n/ml/account-errors";
import { malayalamWithNumber } from "@sahayi/contract/i18n/ml/number-messages";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode } from "../db/unavailable.ts";
import { AppError } from "../lib/errors.ts";
import { requestLocale } from "../lib/locale.ts";

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Fastify's own errors, by their code, as we answer them. */
const FRAMEWORK_ERRORS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, code: "BAD_URL", message: apiMessages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "URL_TOO_LONG", message: apiMessages.urlTooLong },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "MALFORMED_JSON",
    message: apiMessages.malformedJson,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: apiMessages.unsupportedMediaType,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: apiMessages.payloadTooLarge,
  },
};

/** Other client errors (from plugins, say) by status: the code, and our message if we have one. */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message?: string }> = {
  400: { code: "BAD_REQUEST", message: apiMessages.badRequest },
  401: { code: "UNAUTHORIZED" },
  403: { code: "FORBIDDEN" },
  404: { code: "NOT_FOUND", message: apiMessages.notFound },
  405: { code: "METHOD_NOT_ALLOWED", message: apiMessages.methodNotAllowed },
  408: { code: "REQUEST_TIMEOUT", message: apiMessages.requestTimeout },
  409: { code: "CONFLICT" },
  413: { code: "PAYLOAD_TOO_LARGE", message: apiMessages.payloadTooLarge },
  414: { code: "URL_TOO_LONG", message: apiMessages.urlTooLong },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: apiMessages.unsupportedMediaType },
  429: { code: "RATE_LIMITED", message: apiMessages.tooManyRequests },
  431: { code: "HEADERS_TOO_LARGE", message: apiMessages.headersTooLarge },
};

const INTERNAL: Refusal = { status: 500, code: "INTERNAL", message: apiMessages.internal };

/**
 * A refusal in the language the request asks for: Malayalam where the request's
 * Accept-Language puts it first and the message has its Malayalam (the login and sign-up
 * forms', docs/decisions/041-malayalam-messages-and-addresses.md); English otherwise.
 */
function inRequestLanguage(request: FastifyRequest, body: ApiError): ApiError {
  if (requestLocale(request) === "en") return body;
  const malayalam = (message: string) =>
    malayalamAccountErrors.get(message) ?? malayalamWithNumber(message) ?? message;
  return {
    ...body,
    error: malayalam(body.error),
    ...(body.fields && {
      fields: Object.fromEntries(
        Object.entries(body.fields).map(([field, message]) => [field, malayalam(message)]),
      ),
    }),
  };
}

/** A failure is never cached: the next try may well succeed. */
function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(inRequestLanguage(reply.request, body));
}

/** How a client error is answered, or undefined for a failure of ours. */
function refusalFor(error: FastifyError): Refusal | undefined {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return known;
  if (error instanceof SyntaxError) return FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  const { code, message } = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!;
  return { status, code, message: message ?? error.message };
}

/** Turns every failure into `{ error, code, fields? }`; bad input is a 400, never a 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    return send(reply, error.status, {
      error: error.message,
      code: error.code,
      ...(error.fields && { fields: error.fields }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
        (error.validationContext ?? "body");
      // The first message of a field is the one a person should fix first.
      fields[field] ??= issue.message ?? apiMessages.invalidInput;
    }
    return send(reply, 400, { error: apiMessages.invalidInput, code: "VALIDATION_FAILED", fields });
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      "response does not match its schema",
    );
    return send(reply, 500, { error: apiMessages.internal, code: "INTERNAL" });
  }
  const unavailable = databaseUnavailableCode(error);
  if (unavailable) {
    // An outage is not a bug: one short line per request, no stack, and the client waits.
    request.log.warn({ cause: unavailable }, "database unavailable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, {
      error: apiMessages.databaseUnavailable,
      code: "DATABASE_UNAVAILABLE",
    });
  }
  const refusal = refusalFor(error);
  if (refusal) return send(reply, refusal.status, { error: refusal.message, code: refusal.code });
  request.log.error({ err: error }, "request failed");
  return send(reply, INTERNAL.status, { error: INTERNAL.message, code: INTERNAL.code });
}

/**
 * Errors Fastify meets before a request has a route (a URL that does not decode, a path
 * parameter past maxParamLength). No hooks have run, so the headers helmet would add are
 * set here.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions["frameworkErrors"]> = (
  error,
  _request,
  reply,
) => {
  const refusal = refusalFor(error) ?? INTERNAL;
  reply.header("x-content-type-options", "nosniff");
  return send(reply, refusal.status, { error: refusal.message, code: refusal.code });
};

/** What Node's HTTP parser refuses, by the error's code; anything else it refuses is a 400. */
const PARSER_ERRORS: Record<string, Refusal & { reason: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: "Request Header Fields Too Large",
    code: "HEADERS_TOO_LARGE",
    message: apiMessages.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: "Request Timeout",
    code: "REQUEST_TIMEOUT",
    message: apiMessages.requestTimeout,
  },
};
const UNREADABLE = {
  status: 400,
  reason: "Bad Request",
  code: "BAD_REQUEST",
  message: apiMessages.badRequest,
} as const;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers past
 * --max-http-header-size, a request line that is not HTTP, a request that takes too long):
 * the same JSON shape, written on the socket, which is then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  this.log.debug({ err: error }, "client error");
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, code, message } = PARSER_ERRORS[error.code ?? ""] ?? UNREADABLE;
  const body = JSON.stringify({ error: message, code } satisfies ApiError);
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/** Methods a route of ours may have; the router is asked about each only for an unknown one. */
const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The methods the router answers for this path. A match through a wildcard (the web app's
 * static files take every GET) does not count: it is not this path's own route.
 */
function allowedMethods(request: FastifyRequest): string[] {
  return ROUTE_METHODS.filter((method) => {
    if (method === request.method) return false;
    const route = request.server.findRoute({ method, url: request.url });
    return route !== null && !("*" in route.params);
  });
}

/**
 * Unknown paths under /api and /media are JSON 404s (the web app handles the rest); a known
 * path asked with another method is a 405 naming the methods it has.
 */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const allowed = allowedMethods(request);
  if (allowed.length > 0) {
    reply.header("allow", allowed.join(", "));
    return send(reply, 405, { error: apiMessages.methodNotAllowed, code: "METHOD_NOT_ALLOWED" });
  }
  const message = request.url.startsWith("/api") ? apiMessages.routeNotFound : apiMessages.notFound;
  return send(reply, 404, { error: message, code: "NOT_FOUND" });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
  // The API reads JSON (and, for uploads, multipart): a text/plain body would reach the
  // schema as a string and be misreported as a bad field instead of a 415.
  app.removeContentTypeParser("text/plain");
  // An empty JSON body means "no fields" rather than broken JSON; the schema then names them.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  // A POST without a body is read as an empty object, so each missing field gets its message.
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}
