/**
 * Failures that mean "the database cannot be reached right now" rather than "this query is
 * wrong": the server is down, restarting, refusing connections or too slow to answer a connect.
 * Requests that meet one answer 503 with Retry-After; start-up waits while they last.
 */
const UNAVAILABLE_CODES = new Set([
  // The operating system, while connecting (DNS fails too while a container is not up yet).
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres.js
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** Seconds a client is asked to wait before trying again; a restart usually takes about this. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The code that shows the database unreachable, looked for along the causes: drizzle wraps the
 * driver's error, and a connect to several addresses fails with an AggregateError.
 */
export function databaseUnavailableCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) {
    return code;
  }
  const inner = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const candidate of inner) {
    const found = databaseUnavailableCode(candidate, depth + 1);
    if (found) return found;
  }
  return undefined;
}
