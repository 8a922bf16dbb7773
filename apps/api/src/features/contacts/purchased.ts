import type { PurchasedMaid } from "@sahayi/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { contactOutcomes, contactReports, helpers, purchasedHelpers } from "../../db/schema.ts";
import { publicHelperColumns, toPublicMaid } from "../../lib/public-helpers/public-maids.ts";
import { reportUntil, toContactReport } from "./reports.ts";

/**
 * The Maids tab: the helpers this user bought, newest purchase first, with their numbers, the
 * report made on each and whether the household says it hired her. Helpers taken off the
 * listing after reports stay here for their buyers; helpers rejected or withdrawn do not.
 */
export async function listPurchasedMaids(deps: {
  db: Db;
  reference: CatalogReference;
  userId: number;
  verificationValidDays: number;
}): Promise<PurchasedMaid[]> {
  const { db, reference, userId } = deps;
  const rows = await db
    .select({
      helper: publicHelperColumns(deps.verificationValidDays),
      purchasedAt: purchasedHelpers.createdAt,
      report: contactReports,
      outcome: contactOutcomes.outcome,
    })
    .from(purchasedHelpers)
    .innerJoin(helpers, eq(helpers.id, purchasedHelpers.helperId))
    .leftJoin(
      contactReports,
      and(
        eq(contactReports.userId, purchasedHelpers.userId),
        eq(contactReports.helperId, purchasedHelpers.helperId),
      ),
    )
    .leftJoin(
      contactOutcomes,
      and(
        eq(contactOutcomes.userId, purchasedHelpers.userId),
        eq(contactOutcomes.helperId, purchasedHelpers.helperId),
      ),
    )
    .where(
      and(
        eq(purchasedHelpers.userId, userId),
        inArray(helpers.status, ["approved", "paused", "suspended"]),
      ),
    )
    .orderBy(desc(purchasedHelpers.createdAt), desc(purchasedHelpers.helperId));
  return rows.map((row) => ({
    ...toPublicMaid(row.helper, reference, true),
    purchased_at: row.purchasedAt.toISOString(),
    report_until: reportUntil(row.purchasedAt).toISOString(),
    contact_report: row.report ? toContactReport(row.report) : null,
    outcome: row.outcome,
  }));
}
