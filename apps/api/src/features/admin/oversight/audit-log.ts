import type { AdminAuditPage, AdminAuditQuery } from "@sahayi/contract";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { adminAuditLog, users } from "../../../db/schema.ts";

const sortColumns = {
  created_at: adminAuditLog.createdAt,
  action: adminAuditLog.action,
  entity: adminAuditLog.entity,
} as const;

/** One page of the audit log: every admin change, who made it, when, before and after. */
export async function listAuditLog(db: Db, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(adminAuditLog.entity, query.entity));
  if (query.entity_id) conditions.push(eq(adminAuditLog.entityId, query.entity_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminAuditLog, adminName: users.name })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminUserId))
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row.
      .orderBy(direction(sortColumns[query.sort]), direction(adminAuditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, adminName }) => ({
      id: entry.id,
      admin_user_id: entry.adminUserId,
      admin_name: adminName,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      reason: entry.reason,
      created_at: entry.createdAt.toISOString(),
    })),
    total: total!.n,
    page: query.page,
    page_size: query.page_size,
  };
}
