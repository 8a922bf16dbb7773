import { accountMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../errors.ts";

/**
 * Locks the account's row until the transaction ends, so one account's changes that count
 * something (enquiries spent, helpers kept) run one after another on any number of processes.
 * An account gone meanwhile answers 401, as its login no longer stands.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new AppError(401, "UNAUTHORIZED", accountMessages.loginRequired);
}
