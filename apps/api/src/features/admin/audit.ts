import type { Db, Tx } from "../../db/client.ts";
import { type AdminChange, recordAdminChange } from "../../lib/admin-audit.ts";

/**
 * Runs `change` in a transaction with the audit row it returns: the one way admin changes
 * are written. `change` answers what to send back and what to record.
 */
export async function auditedChange<T>(
  db: Db,
  adminUserId: number,
  change: (tx: Tx) => Promise<{ result: T; audit: Omit<AdminChange, "adminUserId"> }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await recordAdminChange(tx, { ...audit, adminUserId });
    return result;
  });
}
