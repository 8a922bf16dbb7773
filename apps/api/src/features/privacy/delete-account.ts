import { privacyMessages } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { eraseAccount } from "../../lib/accounts/account-erasure.ts";
import { verifyPassword } from "../../lib/accounts/passwords.ts";
import { recordAdminChange } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";

interface Deps {
  db: Db;
  storage: ImageStorage;
  log: (details: object, message: string) => void;
}

const wrongPassword = () =>
  new AppError(400, "VALIDATION_FAILED", privacyMessages.passwordWrong, {
    password: privacyMessages.passwordWrong,
  });

/**
 * The photo goes after the commit: a rollback then never leaves an account without its file.
 * A file that cannot be removed is logged, not an error: the account is gone either way.
 */
async function removePhoto(deps: Deps, key: string | null) {
  if (!key) return;
  await deps.storage.remove(key).catch((error: unknown) => {
    deps.log({ err: error, key }, "could not remove a deleted account's photo");
  });
}

/** "Delete my account": only with the account's password; a wrong one changes nothing. */
export async function deleteOwnAccount(
  deps: Deps,
  input: { userId: number; password: string },
): Promise<void> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword();
  const erased = await deps.db.transaction((tx) => eraseAccount(tx, input.userId, new Date()));
  await removePhoto(deps, erased.profileImage);
}

/** An admin deletes a user's account, with a reason, audited in the same transaction. */
export async function deleteUserAsAdmin(
  deps: Deps & { adminUserId: number },
  input: { userId: number; reason: string },
): Promise<void> {
  if (input.userId === deps.adminUserId) {
    throw new AppError(409, "CONFLICT", privacyMessages.notYourself);
  }
  const erased = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const result = await eraseAccount(tx, input.userId, now);
    await recordAdminChange(tx, {
      adminUserId: deps.adminUserId,
      action: "delete-account",
      entity: "user",
      entityId: input.userId,
      before: { ...result.before, deleted_at: null },
      after: { deleted_at: now.toISOString() },
      reason: input.reason,
    });
    return result;
  });
  await removePhoto(deps, erased.profileImage);
}
