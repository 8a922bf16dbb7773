import { startReminderJob } from "./reminders.ts";
import { type OutboxWorkerDeps, startOutboxWorker } from "./worker.ts";

/** How often each process looks for reminders and questions that are due: each is a day's news. */
const REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Starts this process's outbox worker and plan-reminder job (every process runs both: claims
 * and unique keys keep them from doing anything twice). Returns what stops them.
 */
export function startOutbox(
  deps: OutboxWorkerDeps & { origin: string },
  pollIntervalMs: number,
): () => void {
  const stopWorker = startOutboxWorker(deps, pollIntervalMs);
  const stopReminders = startReminderJob(
    { db: deps.db, origin: deps.origin },
    REMINDER_INTERVAL_MS,
    deps.log,
  );
  return () => {
    stopWorker();
    stopReminders();
  };
}
