import { helperAccountMessages, type MaidLoginResponse } from "@sahayi/contract";
import { desc, eq } from "drizzle-orm";
import { helpers } from "../../db/schema.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { checkVerification, spendVerification } from "../../lib/accounts/verification.ts";
import { AppError } from "../../lib/errors.ts";
import { type MeDeps, readMaidAccount } from "./me.ts";
import { issueHelperTokens } from "./sessions.ts";

/**
 * Signs a helper in with her phone, proven by a `maid_login` code: no password to forget. Any
 * status signs in (one under review sees that, a refused one the reason). The phone is hers
 * already, so saying that no registration uses it tells nobody anything; the code is then
 * left unspent.
 */
export async function maidLogin(
  deps: MeDeps & { tokens: Tokens },
  input: { phone: string; verificationToken: string },
): Promise<MaidLoginResponse> {
  const { db, tokens } = deps;
  const verification = {
    token: input.verificationToken,
    phone: input.phone,
    purpose: "maid_login",
  } as const;
  await checkVerification(tokens, verification);
  // A phone registers once (a second registration is refused), but a row is never reused:
  // the newest is hers.
  const [helper] = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(eq(helpers.mobileNumber, input.phone))
    .orderBy(desc(helpers.id))
    .limit(1);
  if (!helper) throw new AppError(404, "NOT_REGISTERED", helperAccountMessages.notRegistered);
  const pair = await db.transaction(async (tx) => {
    await spendVerification(tx, tokens, verification);
    return issueHelperTokens(tx, tokens, helper.id);
  });
  return { ...pair, maid: await readMaidAccount(deps, helper.id) };
}
