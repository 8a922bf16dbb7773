import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testWorker } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { outboxMessages } from "../../db/schema.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";
import { type OutboxSms, SmsError, type SmsProvider } from "../../lib/sms.ts";
import {
  deliverDueMessages,
  GIVE_UP_MS,
  LEASE_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from "./worker.ts";

const ctx = useTestApp();

let next = 0;
/** Queues `count` account-deleted SMS to phones of their own; returns their row ids. */
async function queueSms(count: number): Promise<number[]> {
  const keys: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      next += 1;
      const key = `worker-test:${process.pid}:${Date.now()}:${next}`;
      keys.push(`${key}:sms`);
      await enqueueMessage(tx, {
        kind: "account_deleted",
        key,
        values: {},
        phone: `9${String(next).padStart(9, "0")}`,
      });
    }
  });
  const rows = await ctx.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(inArray(outboxMessages.idempotencyKey, keys));
  return rows.map((row) => row.id);
}

const rowOf = async (id: number) =>
  (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** An SMS provider that records each attempt and answers from a script of outcomes. */
function scriptedSms(script: ("fail" | "ok")[]) {
  const attempts: OutboxSms[] = [];
  const delivered: OutboxSms[] = [];
  const provider: SmsProvider = {
    send: async () => {},
    async deliver(message) {
      attempts.push(message);
      const outcome = script[attempts.length - 1] ?? "ok";
      if (outcome === "fail") throw new SmsError("provider answered 503: try later");
      delivered.push(message);
      return `provider-${attempts.length}`;
    },
  };
  return { provider, attempts, delivered };
}

/** Runs the worker at `at` over this test's rows only: other tests' rows stay queued. */
async function runAt(at: Date, sms: SmsProvider, ids: number[]) {
  const others = await ctx.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ["queued", "sending"]));
  const parked = others.map((row) => row.id).filter((id) => !ids.includes(id));
  if (parked.length > 0) {
    await ctx.db
      .update(outboxMessages)
      .set({ status: "failed" })
      .where(inArray(outboxMessages.id, parked));
  }
  return deliverDueMessages(testWorker(ctx.db, { sms, now: () => at }));
}

describe("the outbox worker", () => {
  it("retries a failing provider with growing waits, then delivers once", async () => {
    const [id] = await queueSms(1);
    const queued = await rowOf(id!);
    const fake = scriptedSms(["fail", "fail", "ok"]);
    const start = new Date(queued.createdAt.getTime() + 1000);

    expect(await runAt(start, fake.provider, [id!])).toBe(1);
    let row = await rowOf(id!);
    expect(row).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: "provider answered 503: try later",
    });
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + RETRY_BASE_MS);

    // Not due yet: nothing is tried.
    expect(await runAt(new Date(start.getTime() + RETRY_BASE_MS - 1), fake.provider, [id!])).toBe(
      0,
    );
    const second = new Date(start.getTime() + RETRY_BASE_MS);
    expect(await runAt(second, fake.provider, [id!])).toBe(1);
    row = await rowOf(id!);
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    expect(row.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * RETRY_BASE_MS);

    expect(await runAt(row.nextAttemptAt, fake.provider, [id!])).toBe(1);
    row = await rowOf(id!);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 3,
      providerMessageId: "provider-3",
      lastError: null,
    });
    expect(fake.delivered).toHaveLength(1);
    // Every attempt carried the same idempotency key.
    expect(new Set(fake.attempts.map((attempt) => attempt.idempotencyKey))).toEqual(
      new Set([row.idempotencyKey]),
    );
    // Sent is final.
    expect(await runAt(new Date(start.getTime() + GIVE_UP_MS), fake.provider, [id!])).toBe(0);
  });

  it("waits twice as long after each failure, up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([
      RETRY_BASE_MS,
      2 * RETRY_BASE_MS,
      4 * RETRY_BASE_MS,
      8 * RETRY_BASE_MS,
    ]);
    expect(retryDelayMs(30)).toBe(RETRY_MAX_MS);
  });

  it("fails a message still undelivered a day after its event, keeping the provider's answer", async () => {
    const [id] = await queueSms(1);
    const { createdAt } = await rowOf(id!);
    const fake = scriptedSms(["fail", "fail"]);
    await runAt(new Date(createdAt.getTime() + GIVE_UP_MS - 1), fake.provider, [id!]);
    expect(await rowOf(id!)).toMatchObject({ status: "queued" });
    await ctx.db
      .update(outboxMessages)
      .set({ nextAttemptAt: createdAt })
      .where(eq(outboxMessages.id, id!));
    await runAt(new Date(createdAt.getTime() + GIVE_UP_MS), fake.provider, [id!]);
    expect(await rowOf(id!)).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "provider answered 503: try later",
    });
  });

  it("fails at once what no retry can send (no template for its kind)", async () => {
    const [id] = await queueSms(1);
    const { createdAt } = await rowOf(id!);
    const sms: SmsProvider = {
      send: async () => {},
      deliver: async () => {
        throw new SmsError("no MSG91 template for account_deleted messages", true);
      },
    };
    await runAt(new Date(createdAt.getTime() + 1000), sms, [id!]);
    expect(await rowOf(id!)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "no MSG91 template for account_deleted messages",
    });
  });

  it("sends again, with the same key, what a worker that died after sending left, and ignores its late mark", async () => {
    const [id] = await queueSms(1);
    const { createdAt } = await rowOf(id!);
    const keys: string[] = [];
    let finishFirst: (value: string) => void = () => {};
    const dying: SmsProvider = {
      send: async () => {},
      deliver: (message) => {
        keys.push(message.idempotencyKey);
        // The provider took it, but this worker never gets to mark it (until much later).
        return new Promise((resolve) => {
          finishFirst = resolve;
        });
      },
    };
    const claimedAt = new Date(createdAt.getTime() + 1000);
    const firstRun = runAt(claimedAt, dying, [id!]);
    await expect.poll(() => keys.length).toBe(1);
    expect(await rowOf(id!)).toMatchObject({ status: "sending", attempts: 1 });

    const second = scriptedSms(["ok"]);
    // Within the lease the claim holds: another worker does not take it.
    expect(await runAt(new Date(claimedAt.getTime() + LEASE_MS - 1), second.provider, [id!])).toBe(
      0,
    );
    expect(await runAt(new Date(claimedAt.getTime() + LEASE_MS), second.provider, [id!])).toBe(1);
    expect(second.attempts.map((attempt) => attempt.idempotencyKey)).toEqual(keys);
    expect(await rowOf(id!)).toMatchObject({
      status: "sent",
      attempts: 2,
      providerMessageId: "provider-1",
    });

    finishFirst("late-id");
    await firstRun;
    expect(await rowOf(id!)).toMatchObject({ status: "sent", providerMessageId: "provider-1" });
  });

  it("lets two workers share the outbox without sending any message twice", async () => {
    const ids = await queueSms(30);
    const at = new Date(Date.now() + 1000);
    const sent: string[] = [];
    const slowSms: SmsProvider = {
      send: async () => {},
      async deliver(message) {
        sent.push(message.idempotencyKey);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `id-${message.idempotencyKey}`;
      },
    };
    /** One worker: runs until it finds nothing due, as its timer would. */
    const worker = async () => {
      let claimed = 0;
      for (;;) {
        const n = await deliverDueMessages(testWorker(ctx.db, { sms: slowSms, now: () => at }));
        if (n === 0) return claimed;
        claimed += n;
      }
    };
    // Parks the other tests' rows (nothing is due at the epoch), then two workers race.
    await runAt(new Date(0), slowSms, ids);
    const runs = await Promise.all([worker(), worker()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const rows = await ctx.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(30).fill("sent"));
  });
});
