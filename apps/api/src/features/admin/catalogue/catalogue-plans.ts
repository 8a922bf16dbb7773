import {
  type AdminPlan,
  type AdminPlansPage,
  type AdminPlansQuery,
  type AdminPlanValues,
  adminMessages,
  mediaUrl,
  paiseToRupees,
  rupeesToPaise,
} from "@sahayi/contract";
import { asc, count, desc, eq, ilike, isNotNull, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { plans } from "../../../db/schema.ts";
import { notFound, validationFailed } from "../../../lib/errors.ts";
import { auditedChange } from "../audit.ts";
import { likePattern } from "../like-pattern.ts";

type PlanRow = typeof plans.$inferSelect;

const sortColumns = {
  position: plans.position,
  name: plans.name,
  price: plans.pricePaise,
  kind: plans.kind,
} as const;

function toAdminPlan(row: PlanRow): AdminPlan {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    plan_type: row.planType,
    badge_icon: row.badgeIcon,
    badge_url: row.badgeIcon ? mediaUrl(row.badgeIcon) : null,
    price: paiseToRupees(row.pricePaise),
    enquiries: row.enquiries,
    tenure_days: row.tenureDays,
    active: row.active,
    position: row.position,
  };
}

/** The badge pictures in use: the only keys a plan may be given (no upload here). */
async function badgeKeys(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: plans.badgeIcon })
    .from(plans)
    .where(isNotNull(plans.badgeIcon))
    .orderBy(asc(plans.badgeIcon));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/** Every plan, registration plan included, a page at a time. */
export async function listAdminPlans(db: Db, query: AdminPlansQuery): Promise<AdminPlansPage> {
  const where: SQL | undefined = query.q
    ? or(ilike(plans.name, likePattern(query.q)), ilike(plans.title, likePattern(query.q)))
    : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total], badges] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(plans.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(plans).where(where),
    badgeKeys(db),
  ]);
  return {
    items: rows.map(toAdminPlan),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    badges: badges.map((key) => ({ key, url: mediaUrl(key) })),
  };
}

export async function getAdminPlan(db: Db, id: number): Promise<AdminPlan> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  if (!row) throw notFound(adminMessages.planNotFound);
  return toAdminPlan(row);
}

function toColumns(values: AdminPlanValues) {
  return {
    name: values.name,
    title: values.title,
    subtitle: values.subtitle,
    description: values.description,
    planType: values.plan_type,
    badgeIcon: values.badge_icon,
    pricePaise: rupeesToPaise(values.price),
    enquiries: values.enquiries,
    tenureDays: values.tenure_days,
    active: values.active,
    position: values.position,
  };
}

async function assertKnownBadge(tx: Tx, key: string | null) {
  if (key !== null && !(await badgeKeys(tx)).includes(key)) {
    throw validationFailed({ badge_icon: adminMessages.badgeUnknown });
  }
}

/** The fields that differ, as they were and as they are (the audit row's before and after). */
function changedFields(before: PlanRow, after: PlanRow) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof PlanRow)[]) {
    if (before[key] !== after[key]) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

interface AdminDeps {
  db: Db;
  adminUserId: number;
}

/**
 * Saves a plan. Orders already made keep their amount: a payment row copies the price when
 * the order is placed (lib/payments/orders.ts) and is settled from that copy, so only new
 * orders see the new price. An inactive plan leaves the plans on sale and cannot be ordered.
 */
export function updatePlan(deps: AdminDeps, id: number, values: AdminPlanValues) {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!before) throw notFound(adminMessages.planNotFound);
    if (values.badge_icon !== before.badgeIcon) await assertKnownBadge(tx, values.badge_icon);
    const [after] = await tx
      .update(plans)
      .set(toColumns(values))
      .where(eq(plans.id, id))
      .returning();
    return {
      result: toAdminPlan(after!),
      audit: { action: "update", entity: "plan", entityId: id, ...changedFields(before, after!) },
    };
  });
}

/** Adds a subscription plan (there is one registration plan; it is edited, never added). */
export function createPlan(deps: AdminDeps, values: AdminPlanValues) {
  return auditedChange(deps.db, deps.adminUserId, async (tx) => {
    await assertKnownBadge(tx, values.badge_icon);
    const [row] = await tx
      .insert(plans)
      .values({ kind: "subscription", ...toColumns(values) })
      .returning();
    return {
      result: toAdminPlan(row!),
      audit: { action: "create", entity: "plan", entityId: row!.id, before: null, after: row! },
    };
  });
}
