import { type ConsentState, PRIVACY_POLICY_VERSION } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

const stateOf = (row: { version: string | null; acceptedAt: Date | null }): ConsentState => ({
  version: row.version,
  accepted_at: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  current_version: PRIVACY_POLICY_VERSION,
});

/** Which version of the privacy policy the user agreed to; the web app asks again when old. */
export async function readConsent(db: Db, userId: number): Promise<ConsentState> {
  const [row] = await db
    .select({ version: users.privacyPolicyVersion, acceptedAt: users.privacyPolicyAcceptedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return stateOf(row);
}

/** Records that the user agreed to the current version, now. */
export async function recordConsent(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .update(users)
    .set({ privacyPolicyVersion: PRIVACY_POLICY_VERSION, privacyPolicyAcceptedAt: now })
    .where(eq(users.id, userId))
    .returning({ version: users.privacyPolicyVersion, acceptedAt: users.privacyPolicyAcceptedAt });
  if (!row) throw notFound();
  return stateOf(row);
}
