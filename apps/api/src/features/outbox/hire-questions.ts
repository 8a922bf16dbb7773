import { CONTACT_REPORT_WINDOW_DAYS, HIRE_QUESTION_AFTER_DAYS } from "@sahayi/contract";
import { localePath } from "@sahayi/contract/i18n/translate";
import { and, eq, gt, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import {
  contactOutcomes,
  contactReports,
  helpers,
  outboxMessages,
  purchasedHelpers,
  users,
} from "../../db/schema.ts";
import { enqueueMessage } from "../../lib/outbox/enqueue.ts";
import type { ReminderDeps } from "./reminders.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A contact is asked about until its report window closes: the question offers the report.
 * Older ones get none (e.g. on a first start).
 */
const LOOKBACK_MS = (CONTACT_REPORT_WINDOW_DAYS - HIRE_QUESTION_AFTER_DAYS) * DAY_MS;
/** The question's idempotency key, without the channel enqueueMessage adds. */
const questionKey = sql<string>`'hire_question:user:' || ${purchasedHelpers.userId} || ':helper:' || ${purchasedHelpers.helperId}`;

/**
 * Asks, once, the households that revealed a helper HIRE_QUESTION_AFTER_DAYS ago whether they
 * hired her, unless they have already said or reported the contact, or deleted their account.
 * The message leads to the Maids tab, where the answer is a tap. Contacts already asked are
 * left out by their key, so a run does no work twice. Returns how many it asked.
 */
export async function queueHireQuestions(deps: ReminderDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const due = new Date(now.getTime() - HIRE_QUESTION_AFTER_DAYS * DAY_MS);
  const answered = (table: typeof contactOutcomes | typeof contactReports) =>
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(table)
        .where(
          and(
            eq(table.userId, purchasedHelpers.userId),
            eq(table.helperId, purchasedHelpers.helperId),
          ),
        ),
    );
  const rows = await deps.db
    .select({
      userId: purchasedHelpers.userId,
      helperId: purchasedHelpers.helperId,
      maid: helpers.name,
      phone: users.mobileNumber,
      email: users.email,
      locale: users.locale,
    })
    .from(purchasedHelpers)
    .innerJoin(users, eq(users.id, purchasedHelpers.userId))
    .innerJoin(helpers, eq(helpers.id, purchasedHelpers.helperId))
    .where(
      and(
        lte(purchasedHelpers.createdAt, due),
        gt(purchasedHelpers.createdAt, new Date(due.getTime() - LOOKBACK_MS)),
        isNull(users.deletedAt),
        // The helpers the Maids tab shows, where the answer is given.
        inArray(helpers.status, ["approved", "suspended"]),
        answered(contactOutcomes),
        answered(contactReports),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(outboxMessages)
            .where(
              sql`${outboxMessages.idempotencyKey} IN (${questionKey} || ':sms', ${questionKey} || ':email')`,
            ),
        ),
      ),
    )
    // Two processes running at once insert in the same order, and wait rather than deadlock.
    .orderBy(purchasedHelpers.userId, purchasedHelpers.helperId);
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      await enqueueMessage(tx, {
        kind: "hire_question",
        key: `hire_question:user:${row.userId}:helper:${row.helperId}`,
        values: {
          maid: row.maid,
          link: new URL(localePath(row.locale, "/profile/maids"), deps.origin).href,
        },
        locale: row.locale,
        phone: row.phone,
        email: row.email,
        userId: row.userId,
      });
    }
  });
  return rows.length;
}
