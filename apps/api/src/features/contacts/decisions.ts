import {
  type AdminContactReport,
  type ContactReportDecisionResponse,
  DELIST_ACCEPTED_REPORTS,
  DELIST_WINDOW_DAYS,
  revealMessages,
} from "@sahayi/contract";
import { and, asc, count, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  contactReports,
  helpers,
  purchasedHelpers,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { recordAdminChange } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { queueReportDecided } from "../../lib/outbox/events.ts";
import { toContactReport } from "./reports.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const adminReportColumns = {
  report: contactReports,
  maidId: helpers.publicId,
  maidName: helpers.name,
  userName: users.name,
};

type AdminReportRow = {
  report: typeof contactReports.$inferSelect;
  maidId: string;
  maidName: string;
  userName: string;
};

function toAdminReport(row: AdminReportRow): AdminContactReport {
  return {
    ...toContactReport(row.report),
    maid_id: row.maidId,
    maid_name: row.maidName,
    user_id: row.report.userId,
    user_name: row.userName,
    decided_at: row.report.decidedAt?.toISOString() ?? null,
  };
}

function selectAdminReports(db: Db | Tx) {
  return db
    .select(adminReportColumns)
    .from(contactReports)
    .innerJoin(helpers, eq(helpers.id, contactReports.helperId))
    .innerJoin(users, eq(users.id, contactReports.userId))
    .$dynamic();
}

/** Reports waiting for an admin, oldest first (what the admin console will list). */
export async function listPendingReports(db: Db): Promise<AdminContactReport[]> {
  const rows = await selectAdminReports(db)
    .where(eq(contactReports.status, "pending"))
    .orderBy(asc(contactReports.createdAt), asc(contactReports.id))
    .limit(200);
  return rows.map(toAdminReport);
}

/**
 * An admin accepts or declines a report, once: the conditional UPDATE from `pending` lets one
 * decision through however many arrive together, so an accepted report returns its enquiry
 * exactly once. The enquiry goes back to the subscription it was spent from while that plan
 * runs; after it ended, to the user's running plan that ends last; with none running it
 * cannot come back (docs/decisions/016). The helper's row is locked first, so acceptances of
 * reports on one helper are counted one after another and the third one delists the helper.
 */
export async function decideReport(
  deps: { db: Db; now?: () => Date },
  input: {
    reportId: number;
    decision: "accepted" | "declined";
    adminId: number;
    /** Why it was declined, for the household; none when accepted. */
    reason?: string | undefined;
  },
): Promise<ContactReportDecisionResponse> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ helperId: contactReports.helperId })
      .from(contactReports)
      .where(eq(contactReports.id, input.reportId));
    if (!existing) throw notFound(revealMessages.reportNotFound);
    await tx
      .select({ id: helpers.id })
      .from(helpers)
      .where(eq(helpers.id, existing.helperId))
      .for("update");
    const [decided] = await tx
      .update(contactReports)
      .set({
        status: input.decision,
        decidedAt: now,
        decidedBy: input.adminId,
        declineReason: input.decision === "declined" ? (input.reason ?? null) : null,
      })
      .where(and(eq(contactReports.id, input.reportId), eq(contactReports.status, "pending")))
      .returning();
    if (!decided) throw new AppError(409, "CONFLICT", revealMessages.reportDecided);

    let enquiryReturned = false;
    let maidDelisted = false;
    if (decided.status === "accepted") {
      const refundedTo = await returnEnquiry(tx, decided, now);
      if (refundedTo !== null) {
        enquiryReturned = true;
        await tx
          .update(contactReports)
          .set({ refundedSubscriptionId: refundedTo })
          .where(eq(contactReports.id, decided.id));
      }
      maidDelisted = await delistIfReportedOften(tx, decided.helperId, now);
    }
    await queueReportDecided(tx, { reportId: decided.id, enquiryReturned });
    await recordAdminChange(tx, {
      adminUserId: input.adminId,
      action: input.decision === "accepted" ? "accept-report" : "decline-report",
      entity: "contact_report",
      entityId: decided.id,
      before: { status: "pending" },
      after: {
        status: decided.status,
        decline_reason: decided.declineReason,
        enquiry_returned: enquiryReturned,
        maid_delisted: maidDelisted,
      },
    });
    const [row] = await selectAdminReports(tx).where(eq(contactReports.id, decided.id));
    if (!row) throw notFound(revealMessages.reportNotFound);
    return {
      report: toAdminReport(row),
      enquiry_returned: enquiryReturned,
      maid_delisted: maidDelisted,
    };
  });
}

async function returnEnquiry(
  tx: Tx,
  report: typeof contactReports.$inferSelect,
  now: Date,
): Promise<number | null> {
  const giveBack = (where: ReturnType<typeof and>) =>
    tx
      .update(subscriptions)
      .set({ enquiriesUsed: sql`${subscriptions.enquiriesUsed} - 1` })
      .where(and(where, gt(subscriptions.enquiriesUsed, 0), gt(subscriptions.endsAt, now)))
      .returning({ id: subscriptions.id });
  const [purchase] = await tx
    .select({ subscriptionId: purchasedHelpers.subscriptionId })
    .from(purchasedHelpers)
    .where(
      and(
        eq(purchasedHelpers.userId, report.userId),
        eq(purchasedHelpers.helperId, report.helperId),
      ),
    );
  if (purchase) {
    const [same] = await giveBack(eq(subscriptions.id, purchase.subscriptionId));
    if (same) return same.id;
  }
  const [latest] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, report.userId),
        gt(subscriptions.endsAt, now),
        gt(subscriptions.enquiriesUsed, 0),
        lte(subscriptions.startsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt), desc(subscriptions.id))
    .limit(1);
  if (!latest) return null;
  const [other] = await giveBack(eq(subscriptions.id, latest.id));
  return other?.id ?? null;
}

/** DELIST_ACCEPTED_REPORTS accepted reports made within DELIST_WINDOW_DAYS take it off. */
async function delistIfReportedOften(tx: Tx, helperId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - DELIST_WINDOW_DAYS * DAY_MS);
  const [accepted] = await tx
    .select({ n: count() })
    .from(contactReports)
    .where(
      and(
        eq(contactReports.helperId, helperId),
        eq(contactReports.status, "accepted"),
        gte(contactReports.createdAt, since),
      ),
    );
  if ((accepted?.n ?? 0) < DELIST_ACCEPTED_REPORTS) return false;
  const delisted = await tx
    .update(helpers)
    .set({ status: "suspended" })
    .where(and(eq(helpers.id, helperId), eq(helpers.status, "approved")))
    .returning({ id: helpers.id });
  return delisted.length > 0;
}
