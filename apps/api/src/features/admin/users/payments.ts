import type { AdminPaymentRow, AdminPaymentsPage, AdminPaymentsQuery } from "@sahayi/contract";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { helpers, payments, paymentWebhookEvents, plans, users } from "../../../db/schema.ts";
import { likePattern } from "../like-pattern.ts";

const sortColumns = {
  created_at: payments.createdAt,
  paid_at: payments.paidAt,
  total_paise: payments.totalPaise,
  status: payments.status,
} as const;

/** Payments with their plan and payer (a user for a plan, a helper for a registration fee). */
export function selectPayments(db: Db) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      kind: plans.kind,
      plan: plans.title,
      totalPaise: payments.totalPaise,
      userId: payments.userId,
      userName: users.name,
      userPhone: users.mobileNumber,
      helperName: helpers.name,
      helperPhone: helpers.mobileNumber,
      provider: payments.provider,
      providerOrderId: payments.providerOrderId,
      providerPaymentId: payments.providerPaymentId,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      anomaly: sql<string | null>`(
        select ${paymentWebhookEvents.anomaly} from ${paymentWebhookEvents}
        where ${paymentWebhookEvents.providerOrderId} = ${payments.providerOrderId}
          and ${paymentWebhookEvents.anomaly} is not null
        order by ${paymentWebhookEvents.receivedAt} desc limit 1)`,
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(helpers, eq(helpers.id, payments.helperId));
}

type PaymentSelection = Awaited<ReturnType<ReturnType<typeof selectPayments>["execute"]>>[number];

export function toAdminPayment(row: PaymentSelection): AdminPaymentRow {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    plan: row.plan,
    total_paise: row.totalPaise,
    payer_name: row.userName ?? row.helperName ?? "",
    payer_phone: row.userPhone ?? row.helperPhone ?? "",
    user_id: row.userId,
    provider: row.provider,
    provider_order_id: row.providerOrderId,
    provider_payment_id: row.providerPaymentId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    anomaly: row.anomaly,
  };
}

/** One page of payments: filter by status, search by payer name or phone or order id, sort. */
export async function listPayments(db: Db, query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.mobileNumber, pattern),
        ilike(helpers.name, pattern),
        ilike(helpers.mobileNumber, pattern),
        ilike(payments.providerOrderId, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row.
      .orderBy(direction(sortColumns[query.sort]), direction(payments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(helpers, eq(helpers.id, payments.helperId))
      .where(where),
  ]);
  return {
    items: rows.map(toAdminPayment),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** One payment as the admin tables show it, or undefined. */
export async function findPayment(db: Db, id: number): Promise<AdminPaymentRow | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row && toAdminPayment(row);
}
