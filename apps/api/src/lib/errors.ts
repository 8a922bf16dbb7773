import { apiMessages, type ErrorCode } from "@sahayi/contract";

/** The one error type services throw; the error handler turns it into `{ error, code, fields? }`. */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as `Retry-After`: when a refusal for too many requests ends, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A 429 that says in its header and in its message when to try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, "RATE_LIMITED", message, undefined, retryAfterSeconds);
}

export function notFound(message: string = apiMessages.notFound): AppError {
  return new AppError(404, "NOT_FOUND", message);
}

export function validationFailed(fields: Record<string, string>): AppError {
  return new AppError(400, "VALIDATION_FAILED", apiMessages.invalidInput, fields);
}

/**
 * A unique index refused the row (PostgreSQL 23505), however deep the driver and the ORM
 * wrapped it: two requests saved the same phone or name at the same moment.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error;
    e instanceof Error || (e && typeof e === "object");
    e = (e as { cause?: unknown }).cause
  ) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** For `.catch`: a unique violation becomes a 400 with `fields`; anything else goes on. */
export const uniqueFieldsTaken =
  (fields: Record<string, string>) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw validationFailed(fields);
    throw error;
  };
