import {
  accountMessages,
  HELPER_ACTIVITY_DAYS,
  type MaidAccount,
  todayInIndia,
} from "@sahayi/contract";
import { and, count, eq, gt, gte, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { CatalogReference } from "../../db/reference.ts";
import { contactOutcomes, helperProfileViews, helpers, purchasedHelpers } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { publicHelperColumns, toPublicMaid } from "../../lib/public-helpers/public-maids.ts";

const DAY_MS = 86_400_000;

export interface MeDeps {
  db: Db;
  reference: CatalogReference;
  verificationValidDays: number;
}

/**
 * What a helper sees of herself: her listing as a visitor sees it (no numbers), her status,
 * the fields only she and the admin see, and counts of the last 30 days: her page's views,
 * numbers revealed and hires reported, never who.
 */
export async function readMaidAccount(
  deps: MeDeps,
  helperId: number,
  now: Date = new Date(),
): Promise<MaidAccount> {
  const { db } = deps;
  const [row] = await db
    .select({
      ...publicHelperColumns(deps.verificationValidDays),
      email: helpers.email,
      address: helpers.address,
      pincode: helpers.pincode,
      rejectionReason: helpers.rejectionReason,
      availableFrom: helpers.availableFrom,
    })
    .from(helpers)
    .where(eq(helpers.id, helperId));
  // Her row went (an admin removed it) while her token lived: her login is over.
  if (!row) throw new AppError(401, "UNAUTHORIZED", accountMessages.sessionExpired);
  const since = new Date(now.getTime() - HELPER_ACTIVITY_DAYS * DAY_MS);
  const [[viewed], [revealed], [hired]] = await Promise.all([
    db
      .select({ n: sum(helperProfileViews.views).mapWith(Number) })
      .from(helperProfileViews)
      .where(
        and(
          eq(helperProfileViews.helperId, helperId),
          gt(helperProfileViews.day, todayInIndia(since)),
        ),
      ),
    db
      .select({ n: count() })
      .from(purchasedHelpers)
      .where(and(eq(purchasedHelpers.helperId, helperId), gte(purchasedHelpers.createdAt, since))),
    db
      .select({ n: count() })
      .from(contactOutcomes)
      .where(
        and(
          eq(contactOutcomes.helperId, helperId),
          eq(contactOutcomes.outcome, "hired"),
          gte(contactOutcomes.updatedAt, since),
        ),
      ),
  ]);
  return {
    status: row.status,
    rejection_reason: row.status === "rejected" ? row.rejectionReason : null,
    available: row.status === "approved",
    available_from: row.status === "paused" ? row.availableFrom : null,
    listing: toPublicMaid(row, deps.reference, false),
    mobile_number: row.mobileNumber,
    whatsapp_number: row.whatsappNumber,
    email: row.email,
    address: row.address,
    pincode: row.pincode,
    date_of_birth: row.dateOfBirth,
    last_30_days: {
      profile_views: viewed?.n ?? 0,
      numbers_revealed: revealed?.n ?? 0,
      hires_reported: hired?.n ?? 0,
    },
  };
}
