import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outboxMessages } from "../../db/schema.ts";
import type { EmailProvider } from "../../lib/email.ts";
import { SmsError, type SmsProvider } from "../../lib/sms.ts";
import { composeEmail, type EmailParts } from "./compose.ts";

type MessageRow = typeof outboxMessages.$inferSelect;

/** A claim holds a message this long: past the providers' timeouts and the invoice's making. */
export const LEASE_MS = 2 * 60 * 1000;
/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 30 * 1000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** A message still not delivered a day after its event has failed. */
export const GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** Messages one run claims at most. */
const BATCH = 20;

export interface OutboxWorkerDeps extends EmailParts {
  db: Db;
  sms: SmsProvider;
  email: EmailProvider;
  log: (details: object, message: string) => void;
  now?: () => Date;
}

/**
 * Claims the messages that are due, oldest first, and delivers them. The claim is one UPDATE
 * over rows picked with FOR UPDATE SKIP LOCKED: workers of several processes take different
 * rows and never wait for each other. It moves each row's next attempt to the end of a lease,
 * so a worker that dies after claiming (or after sending, before marking) leaves its messages
 * due again once the lease runs out; the retry goes with the same idempotency key. Returns how
 * many messages it claimed.
 */
export async function deliverDueMessages(deps: OutboxWorkerDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const due = deps.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.status, ["queued", "sending"]),
        lte(outboxMessages.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await deps.db
    .update(outboxMessages)
    .set({
      status: "sending",
      attempts: sql`${outboxMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
  for (const message of claimed) await deliverOne(deps, message, now);
  return claimed.length;
}

async function deliverOne(deps: OutboxWorkerDeps, message: MessageRow, now: Date) {
  // Only the claim that is still current may mark the row: a worker whose lease ran out has
  // lost it to another.
  const stillOurs = and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, "sending"),
    eq(outboxMessages.attempts, message.attempts),
  );
  let providerMessageId: string;
  try {
    providerMessageId = await send(deps, message);
  } catch (error) {
    const answer = (error as Error).message || String(error);
    const permanent = error instanceof SmsError && error.permanent;
    const giveUp = permanent || now.getTime() - message.createdAt.getTime() >= GIVE_UP_MS;
    deps.log(
      { err: error, messageId: message.id, kind: message.kind, channel: message.channel },
      giveUp ? "message failed" : "message not delivered yet; it will be tried again",
    );
    await deps.db
      .update(outboxMessages)
      .set(
        giveUp
          ? { status: "failed", lastError: answer }
          : {
              status: "queued",
              lastError: answer,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
            },
      )
      .where(stillOurs);
    return;
  }
  await deps.db
    .update(outboxMessages)
    .set({ status: "sent", providerMessageId, sentAt: new Date(), lastError: null })
    .where(stillOurs);
}

/** How long to wait after the given number of failed attempts: 30 s, 1 min, 2 min … 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

async function send(deps: OutboxWorkerDeps, message: MessageRow): Promise<string> {
  if (message.channel === "sms") {
    return deps.sms.deliver({
      to: message.recipient,
      kind: message.kind,
      text: message.text,
      variables: message.variables,
      locale: message.locale,
      idempotencyKey: message.idempotencyKey,
    });
  }
  return deps.email.send(await composeEmail(deps, message));
}

/** The worker's timer: a run every `intervalMs`, never two at once; stopped when the app closes. */
export function startOutboxWorker(deps: OutboxWorkerDeps, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        // A full batch means more may be waiting: go on without waiting for the next tick.
        while ((await deliverDueMessages(deps)) === BATCH) {}
      } catch (error) {
        deps.log({ err: error }, "outbox run failed");
      } finally {
        running = false;
      }
    })();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
