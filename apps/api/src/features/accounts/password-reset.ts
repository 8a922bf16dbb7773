import { accountMessages, type ResetPasswordRequest } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/accounts/passwords.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { spendVerification } from "../../lib/accounts/verification.ts";
import { AppError } from "../../lib/errors.ts";
import { revokeAllSessions } from "./sessions.ts";

/**
 * Sets a new password for the phone that proved itself with a reset code, and ends every
 * login of the account. Only the phone's owner can learn here that it has no account.
 */
export async function resetPassword(
  deps: { db: Db; tokens: Tokens },
  input: ResetPasswordRequest,
): Promise<void> {
  const { db, tokens } = deps;
  const phone = input.mobile_number;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await spendVerification(tx, tokens, {
      token: input.verification_token,
      phone,
      purpose: "reset",
    });
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.mobileNumber, phone))
      .returning({ id: users.id });
    if (!user) throw new AppError(404, "NOT_FOUND", accountMessages.noAccountForPhone);
    await revokeAllSessions(tx, user.id);
    await tx.delete(loginFailures).where(eq(loginFailures.mobileNumber, phone));
  });
}
