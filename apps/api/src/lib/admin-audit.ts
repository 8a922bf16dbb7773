import type { Db, Tx } from "../db/client.ts";
import { adminAuditLog } from "../db/schema.ts";

/**
 * One admin change as the audit log keeps it. In lib/ because changes are made by more than
 * the admin feature: a contact report's decision is the contacts feature's.
 */
export interface AdminChange {
  /** The admin who made it (the caller of the route). */
  adminUserId: number;
  /** What was done: approve, reject, suspend, restore, mark-read, reconcile … */
  action: string;
  /** The kind of thing changed (helper, user, payment, contact_message …) and which one. */
  entity: string;
  entityId: string | number;
  /** The changed fields as they were and as they are; null for a creation or a deletion. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes one audit row. Call it inside the transaction that makes the change, so either
 * both are kept or neither is (a change with no record cannot happen).
 */
export async function recordAdminChange(tx: Tx | Db, change: AdminChange): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminUserId: change.adminUserId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before,
    after: change.after,
    reason: change.reason ?? null,
  });
}
