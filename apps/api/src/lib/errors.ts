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
