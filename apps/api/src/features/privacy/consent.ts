import { type ConsentState, PRIVACY_POLICY_VERSION } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

interface ConsentRow {
  version: string | null;
  acceptedAt: Date | null;
  role: "user" | "admin";
}

const stateOf = (row: ConsentRow): ConsentState => ({
  version: row.version,
  accepted_at: row.acceptedAt ? row.acceptedAt.toISOString() : null,
  current_version: PRIVACY_POLICY_VERSION,
  ask: row.role === "user" && row.version !== PRIVACY_POLICY_VERSION,
});

const consentColumns = {
  version: users.privacyPolicyVersion,
  acceptedAt: users.privacyPolicyAcceptedAt,
  role: users.role,
};

/** Which version of the privacy policy the user agreed to; the web app asks again when old. */
export async function readConsent(db: Db, userId: number): Promise<ConsentState> {
  const [row] = await db.select(consentColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return stateOf(row);
}

/** Records that the user agreed to the current version, now. */
export async function recordConsent(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .update(users)
    .set({ privacyPolicyVersion: PRIVACY_POLICY_VERSION, privacyPolicyAcceptedAt: now })
    .where(eq(users.id, userId))
    .returning(consentColumns);
  if (!row) throw notFound();
  return stateOf(row);
}
