import {
  type AdminHelperDetail,
  type AdminHelpersPage,
  type AdminHelpersQuery,
  adminMessages,
  ageOn,
  type HelperStatus,
  mediaUrl,
  todayInIndia,
} from "@sahayi/contract";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import type { CatalogReference } from "../../../db/reference.ts";
import { districts, helpers, payments } from "../../../db/schema.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { queueHelperReviewed } from "../../../lib/outbox/events.ts";
import { auditedChange } from "../audit.ts";
import { likePattern } from "../like-pattern.ts";

const sortColumns = {
  created_at: helpers.createdAt,
  name: helpers.name,
  status: helpers.status,
  district: districts.name,
} as const;

/** One page of helpers for the admin tables (the review queue is status=pending, oldest first). */
export async function listHelpers(db: Db, query: AdminHelpersQuery): Promise<AdminHelpersPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(helpers.status, query.status));
  if (query.district_id) conditions.push(eq(helpers.districtId, query.district_id));
  if (query.q) {
    const digits = query.q.replace(/[^0-9]/g, "");
    const byName = ilike(helpers.name, likePattern(query.q));
    // A phone is searched by its digits, so "98470 12345" finds 9847012345.
    conditions.push(
      digits.length >= 3
        ? (or(byName, ilike(helpers.mobileNumber, likePattern(digits))) as SQL)
        : byName,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: helpers.publicId,
        name: helpers.name,
        mobileNumber: helpers.mobileNumber,
        district: districts.name,
        status: helpers.status,
        profileImage: helpers.profileImage,
        createdAt: helpers.createdAt,
      })
      .from(helpers)
      .innerJoin(districts, eq(districts.id, helpers.districtId))
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row.
      .orderBy(direction(sortColumns[query.sort]), direction(helpers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(helpers)
      .innerJoin(districts, eq(districts.id, helpers.districtId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      mobile_number: row.mobileNumber,
      district: row.district,
      status: row.status,
      profile_picture: mediaUrl(row.profileImage),
      created_at: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Every field of one helper, whatever its status; 404 for an unknown id. */
export async function getHelperDetail(
  db: Db,
  reference: CatalogReference,
  publicId: string,
): Promise<AdminHelperDetail> {
  const [row] = await db.select().from(helpers).where(eq(helpers.publicId, publicId));
  if (!row) throw notFound(adminMessages.helperNotFound);
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.helperId, row.id))
    .orderBy(desc(payments.createdAt));
  const name = (map: ReadonlyMap<number, string>, id: number) => map.get(id) ?? "";
  return {
    id: row.publicId,
    name: row.name,
    mobile_number: row.mobileNumber,
    whatsapp_number: row.whatsappNumber,
    email: row.email,
    address: row.address,
    district: name(reference.districts, row.districtId),
    constituency: reference.constituencies.get(row.constituencyId)?.name ?? "",
    pincode: row.pincode,
    age: ageOn(row.dateOfBirth),
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    caste: name(reference.castes, row.casteId),
    language: name(reference.languages, row.languageId),
    shift: name(reference.shifts, row.shiftId),
    experience_years: row.experienceYears,
    about: row.about,
    categories: row.categoryIds.flatMap((id) => reference.categories.get(id)?.name ?? []),
    profile_picture: mediaUrl(row.profileImage),
    gallery: row.gallery.map((key) => mediaUrl(key)),
    status: row.status,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    payments: paid.map((payment) => ({
      id: payment.id,
      status: payment.status,
      total_paise: payment.totalPaise,
      provider: payment.provider,
      provider_order_id: payment.providerOrderId,
      provider_payment_id: payment.providerPaymentId,
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
  };
}

/** The moves an admin makes on a helper: from which status, to which, and what it is called. */
const moves = {
  approve: { from: ["pending"], to: "approved", refused: adminMessages.notPending },
  reject: { from: ["pending"], to: "rejected", refused: adminMessages.notPending },
  // A helper who paused herself is still listed as far as the admin is concerned.
  suspend: { from: ["approved", "paused"], to: "suspended", refused: adminMessages.notApproved },
  restore: { from: ["suspended"], to: "approved", refused: adminMessages.notSuspended },
} as const satisfies Record<
  string,
  { from: readonly HelperStatus[]; to: HelperStatus; refused: string }
>;

export type HelperMove = keyof typeof moves;

/**
 * Moves a helper from one status to the next, in one transaction with its audit row. The
 * update is conditional on the status it starts from, so two admins acting at once cannot
 * both act (the second gets a 409). A rejection keeps its reason on the helper. A review's
 * outcome is sent to the helper through the outbox, in the same transaction (`origin` is the
 * site's address for the link to her page).
 */
export async function moveHelper(
  deps: { db: Db; adminUserId: number; origin: string },
  input: { publicId: string; move: HelperMove; reason?: string },
): Promise<{ status: HelperStatus; name: string; mobileNumber: string }> {
  const { from, to, refused } = moves[input.move];
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx
      .select({
        id: helpers.id,
        status: helpers.status,
        rejectionReason: helpers.rejectionReason,
        reviewedAt: helpers.reviewedAt,
      })
      .from(helpers)
      .where(eq(helpers.publicId, input.publicId))
      .for("update");
    if (!before) throw notFound(adminMessages.helperNotFound);
    if (!(from as readonly HelperStatus[]).includes(before.status)) {
      throw new AppError(409, "CONFLICT", refused);
    }
    const reviewed = input.move === "approve" || input.move === "reject";
    const [after] = await tx
      .update(helpers)
      .set({
        status: to,
        ...(reviewed && { reviewedAt: new Date() }),
        ...(input.move === "reject" && { rejectionReason: input.reason ?? null }),
        // Approval is her first "available": her listing starts fresh (decision 045).
        ...(input.move === "approve" && {
          rejectionReason: null,
          availabilityConfirmedOn: todayInIndia(),
        }),
      })
      .where(and(eq(helpers.id, before.id), eq(helpers.status, before.status)))
      .returning({
        status: helpers.status,
        rejectionReason: helpers.rejectionReason,
        reviewedAt: helpers.reviewedAt,
        name: helpers.name,
        mobileNumber: helpers.mobileNumber,
      });
    if (!after) throw new AppError(409, "CONFLICT", refused);
    if (input.move === "approve" || input.move === "reject") {
      await queueHelperReviewed(tx, {
        helperId: before.id,
        outcome: input.move,
        reason: input.reason,
        origin: deps.origin,
      });
    }
    const shown = (row: {
      status: string;
      rejectionReason: string | null;
      reviewedAt: Date | null;
    }) => ({
      status: row.status,
      rejection_reason: row.rejectionReason,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
    });
    return {
      result: { status: after.status, name: after.name, mobileNumber: after.mobileNumber },
      audit: {
        action: input.move,
        entity: "helper",
        entityId: input.publicId,
        before: shown(before),
        after: shown(after),
        reason: input.reason ?? null,
      },
    };
  });
}
