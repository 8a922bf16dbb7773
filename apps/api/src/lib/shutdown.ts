import type { FastifyBaseLogger } from "fastify";

export interface ShutdownOptions {
  log: FastifyBaseLogger;
  /** After this, the process exits even if requests are still in flight. */
  timeoutSeconds: number;
  /** Stops taking connections, lets requests in flight finish, releases the database. */
  close: () => Promise<void>;
}

/**
 * SIGTERM or SIGINT: close gracefully and exit 0. A second signal, or the timeout, exits at
 * once with a non-zero code, so an operator (or an orchestrator) is never stuck waiting.
 */
export function exitOnSignals({ log, timeoutSeconds, close }: ShutdownOptions): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      log.warn(`${signal} received again; exiting without waiting`);
      // The shell's convention: 128 + the signal's number.
      process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    }
    closing = true;
    log.info(`${signal} received; finishing requests in flight (at most ${timeoutSeconds} s)`);
    setTimeout(() => {
      log.error(`requests still in flight after ${timeoutSeconds} s; exiting anyway`);
      process.exit(1);
    }, timeoutSeconds * 1000).unref();
    close().then(
      () => {
        log.info("closed");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "closing failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
