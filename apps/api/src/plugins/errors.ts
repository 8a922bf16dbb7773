import { type ApiError, apiMessages, type ErrorCode } from "@sahayi/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode } from "../db/unavailable.ts";
import { AppError } from "../lib/errors.ts";

/** Statuses a client error may keep, with the code it is reported under. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: "VALIDATION_FAILED",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "VALIDATION_FAILED",
  429: "RATE_LIMITED",
};

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** Turns every failure into `{ error, code, fields? }`; bad input is a 400, never a 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
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
  if (isMalformedJson(error)) {
    return send(reply, 400, { error: apiMessages.malformedJson, code: "MALFORMED_JSON" });
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
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = CLIENT_ERROR_CODES[status] ?? "VALIDATION_FAILED";
    const message = status === 429 ? apiMessages.tooManyRequests : error.message;
    return send(reply, status, { error: message, code });
  }
  request.log.error({ err: error }, "request failed");
  return send(reply, 500, { error: apiMessages.internal, code: "INTERNAL" });
}

function isMalformedJson(error: FastifyError): boolean {
  return error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError;
}

/** Unknown paths under /api and /media are JSON 404s; the web app handles the rest. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = request.url.startsWith("/api") ? apiMessages.routeNotFound : apiMessages.notFound;
  return send(reply, 404, { error: message, code: "NOT_FOUND" });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
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
