import {
  type AdminSubscription,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersPage,
  type AdminUsersQuery,
  adminMessages,
} from "@sahayi/contract";
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  districts,
  helpers,
  payments,
  plans,
  purchasedHelpers,
  subscriptions,
  users,
} from "../../../db/schema.ts";
import { isRunning, sumQuota } from "../../../lib/billing/quota.ts";
import { notFound } from "../../../lib/errors.ts";
import { likePattern } from "../like-pattern.ts";
import { selectPayments, toAdminPayment } from "./payments.ts";

const sortColumns = {
  created_at: users.createdAt,
  name: users.name,
  mobile_number: users.mobileNumber,
  role: users.role,
} as const;

/** The running subscriptions of these users, summed per user as the profile sums them. */
async function quotasOf(db: Db, userIds: number[], now: Date) {
  if (userIds.length === 0) return new Map<number, ReturnType<typeof sumQuota>>();
  const running = await db
    .select({
      userId: subscriptions.userId,
      total: subscriptions.enquiriesTotal,
      used: subscriptions.enquiriesUsed,
    })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.userId, userIds),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    );
  return new Map(userIds.map((id) => [id, sumQuota(running.filter((plan) => plan.userId === id))]));
}

interface UserRowFields {
  id: number;
  name: string;
  mobileNumber: string;
  role: "user" | "admin";
  createdAt: Date;
  disabledAt: Date | null;
}

const toRow = (
  row: UserRowFields,
  quota: ReturnType<typeof sumQuota> | undefined,
): AdminUserRow => ({
  id: row.id,
  name: row.name,
  mobile_number: row.mobileNumber,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  active_plan: quota?.active ?? false,
  remaining_enquiries: quota?.remaining ?? 0,
  disabled_at: row.disabledAt?.toISOString() ?? null,
});

/** One page of accounts: search by name or phone, sort. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  let where: SQL | undefined;
  if (query.q) {
    const digits = query.q.replace(/[^0-9]/g, "");
    const byName = ilike(users.name, likePattern(query.q));
    // A phone is searched by its digits, so "98470 12345" finds 9847012345.
    where =
      digits.length >= 3
        ? (or(byName, ilike(users.mobileNumber, likePattern(digits))) as SQL)
        : byName;
  }
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        mobileNumber: users.mobileNumber,
        role: users.role,
        createdAt: users.createdAt,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const quotas = await quotasOf(
    db,
    rows.map((row) => row.id),
    new Date(),
  );
  return {
    items: rows.map((row) => toRow(row, quotas.get(row.id))),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** A user's profile, subscriptions, payments and purchased helpers; 404 for an unknown id. */
export async function getUserDetail(db: Db, userId: number): Promise<AdminUserDetail> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, district: districts.name })
    .from(users)
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(eq(users.id, userId));
  if (!row) throw notFound(adminMessages.userNotFound);
  const [plansOfUser, paid, bought] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        plan: plans.title,
        paymentId: subscriptions.paymentId,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        total: subscriptions.enquiriesTotal,
        used: subscriptions.enquiriesUsed,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.endsAt), desc(subscriptions.id)),
    selectPayments(db).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
    db
      .select({ id: helpers.publicId, name: helpers.name, at: purchasedHelpers.createdAt })
      .from(purchasedHelpers)
      .innerJoin(helpers, eq(helpers.id, purchasedHelpers.helperId))
      .where(eq(purchasedHelpers.userId, userId))
      .orderBy(desc(purchasedHelpers.createdAt)),
  ]);
  const quota = sumQuota(plansOfUser.filter((plan) => isRunning(plan, now)));
  const { user } = row;
  const shownSubscriptions: AdminSubscription[] = plansOfUser.map((plan) => ({
    id: plan.id,
    plan: plan.plan,
    granted: plan.paymentId === null,
    starts_at: plan.startsAt.toISOString(),
    ends_at: plan.endsAt.toISOString(),
    running: isRunning(plan, now),
    enquiries_total: plan.total,
    enquiries_used: Math.min(plan.used, plan.total),
  }));
  return {
    ...toRow(user, quota),
    deleted_at: user.deletedAt?.toISOString() ?? null,
    whatsapp_number: user.whatsappNumber,
    email: user.email,
    address: user.address,
    district: row.district,
    pincode: user.pincode,
    total_enquiries: quota.total,
    subscriptions: shownSubscriptions,
    payments: paid.map(toAdminPayment),
    purchased_helpers: bought.map((b) => ({
      id: b.id,
      name: b.name,
      purchased_at: b.at.toISOString(),
    })),
  };
}
