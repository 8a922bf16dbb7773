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
