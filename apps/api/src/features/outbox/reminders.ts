import { PLAN_ENDING_NOTICE_DAYS } from "@sahayi/contract";
import { localePath } from "@sahayi/contract/i18n/translate";
import { and, eq, gt, gte, isNull, lt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { plans, subscriptions, users } from "../../db/schema.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";
import { indianDate } from "../../lib/outbox/events.ts";
import { queueHireQuestions } from "./hire-questions.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's clock is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
/** A plan that ended longer ago than this gets no "ended" message (e.g. on a first start). */
const ENDED_LOOKBACK_MS = 2 * DAY_MS;

/** The instant India's day containing `at` begins, `days` later. */
export function indianDayStart(at: Date, days = 0): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS + days * DAY_MS);
}

export interface ReminderDeps {
  db: Db;
  /** The site's address, for the renew link. */
  origin: string;
  now?: Date;
}

/**
 * Queues the reminders that are due: a plan ending on India's day three days from today, and a
 * plan that has ended, each once (their idempotency keys name the subscription), and neither
 * when the household has a later plan running or has deleted its account. Several processes may run it at once: the
 * unique key lets one row in. Returns how many subscriptions it looked at.
 */
export async function queuePlanReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const later = alias(subscriptions, "later");
  const noLaterPlan = notExists(
    deps.db
      .select({ one: sql`1` })
      .from(later)
      .where(and(eq(later.userId, subscriptions.userId), gt(later.endsAt, subscriptions.endsAt))),
  );
  const select = () =>
    deps.db
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        endsAt: subscriptions.endsAt,
        plan: plans.title,
        phone: users.mobileNumber,
        email: users.email,
        locale: users.locale,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId));
  // A deleted account keeps its plans for a while (docs/decisions/025) but no one to write to.
  const notDeleted = isNull(users.deletedAt);
  const dayStart = indianDayStart(now, PLAN_ENDING_NOTICE_DAYS);
  const [ending, ended] = await Promise.all([
    select().where(
      and(
        gte(subscriptions.endsAt, dayStart),
        lt(subscriptions.endsAt, new Date(dayStart.getTime() + DAY_MS)),
        noLaterPlan,
        notDeleted,
      ),
    ),
    select().where(
      and(
        lte(subscriptions.endsAt, now),
        gt(subscriptions.endsAt, new Date(now.getTime() - ENDED_LOOKBACK_MS)),
        noLaterPlan,
        notDeleted,
      ),
    ),
  ]);
  await deps.db.transaction(async (tx) => {
    for (const [kind, rows] of [
      ["plan_ending", ending],
      ["plan_ended", ended],
    ] as const) {
      for (const row of rows) {
        await enqueueMessage(tx, {
          kind,
          key: `${kind}:subscription:${row.id}`,
          values: {
            plan: row.plan,
            endsOn: indianDate(row.endsAt, row.locale),
            link: new URL(localePath(row.locale, "/subscriptions"), deps.origin).href,
          },
          locale: row.locale,
          phone: row.phone,
          email: row.email,
          userId: row.userId,
        });
      }
    }
  });
  return ending.length + ended.length;
}

/**
 * Runs queuePlanReminders and queueHireQuestions every `intervalMs` in this process; stopped
 * when the app closes.
 */
export function startReminderJob(
  deps: Omit<ReminderDeps, "now">,
  intervalMs: number,
  log: (details: object, message: string) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const jobs = [
      ["plan reminders", queuePlanReminders],
      ["hire questions", queueHireQuestions],
    ] as const;
    // Each job's failure is its own (logged), and the next run starts once both have ended.
    Promise.all(
      jobs.map(([name, job]) =>
        job(deps).catch((error: unknown) => log({ err: error }, `${name} run failed`)),
      ),
    ).finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
