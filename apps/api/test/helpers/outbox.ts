import { eq } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";
import { outboxMessages } from "../../src/db/schema.ts";
import { deliverDueMessages, type OutboxWorkerDeps } from "../../src/features/outbox/worker.ts";
import { createConsoleEmail } from "../../src/lib/email.ts";
import { createConsoleSms } from "../../src/lib/sms.ts";

/** A worker with the console providers; a test overrides what it needs (a failing provider). */
export function testWorker(db: Db, overrides: Partial<OutboxWorkerDeps> = {}): OutboxWorkerDeps {
  return {
    db,
    sms: createConsoleSms(() => {}),
    email: createConsoleEmail(() => {}),
    siteName: "Sahayi",
    invoicePdf: async () => new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    log: () => {},
    ...overrides,
  };
}

/** Delivers everything due now, as the worker of a running server would. */
export async function deliverOutbox(db: Db, overrides: Partial<OutboxWorkerDeps> = {}) {
  const deps = testWorker(db, overrides);
  while ((await deliverDueMessages(deps)) > 0) {}
}

/** The outbox rows of one user or helper, oldest first. */
export function messagesOf(db: Db, owner: { userId: number } | { helperId: number }) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      "userId" in owner
        ? eq(outboxMessages.userId, owner.userId)
        : eq(outboxMessages.helperId, owner.helperId),
    )
    .orderBy(outboxMessages.id);
}

class RolledBack extends Error {}

/**
 * Runs an event inside a transaction that is then rolled back (the event's own transaction
 * becomes a savepoint in it), and answers what `look` saw inside it before the rollback.
 */
export async function insideRolledBack<T>(
  db: Db,
  event: (tx: Db) => Promise<unknown>,
  look: (tx: Db) => Promise<T>,
): Promise<T> {
  let seen: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await event(tx as unknown as Db);
      seen = await look(tx as unknown as Db);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return seen as T;
}
