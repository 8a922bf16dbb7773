import {
  CONFIRM_LINK_VALID_DAYS,
  type ErrorCode,
  helperAccountMessages,
  todayInIndia,
} from "@sahayi/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import type { Tokens } from "../../lib/accounts/tokens.ts";
import { readConfirmToken } from "../../lib/availability-link/token.ts";
import { AppError } from "../../lib/errors.ts";

const DAY_MS = 86_400_000;
type KeyedHash = Tokens["keyedHash"];

const refused = (status: number, code: ErrorCode, message: string) =>
  new AppError(status, code, message);

/**
 * Her answer from the link's page: "Yes, I'm still available" (available) makes today her
 * confirmation day; "I got a job" pauses her listing until she resumes it on her page, as her
 * page's pause does (decision 044). Either spends the link. One update, conditional on the
 * link being the latest ask, unused and her listing live, so two taps at once answer once; a
 * refusal changes nothing and says why.
 */
export async function confirmByLink(
  deps: { db: Db; keyedHash: KeyedHash },
  token: string,
  now: Date = new Date(),
  available = true,
): Promise<void> {
  const link = readConfirmToken(deps.keyedHash, token);
  const invalid = () => refused(400, "LINK_INVALID", helperAccountMessages.linkInvalid);
  if (!link) throw invalid();
  if (now.getTime() - link.askedAt.getTime() > CONFIRM_LINK_VALID_DAYS * DAY_MS) {
    throw refused(410, "LINK_EXPIRED", helperAccountMessages.linkExpired);
  }
  const [confirmed] = await deps.db
    .update(helpers)
    // Not a change to her profile: households' "Profile updated" keeps its date.
    .set({
      ...(available
        ? { availabilityConfirmedOn: todayInIndia(now) }
        : { status: "paused" as const, availableFrom: null }),
      availabilityLinkUsedAt: now,
      updatedAt: sql`${helpers.updatedAt}`,
    })
    .where(
      and(
        eq(helpers.id, link.helperId),
        eq(helpers.availabilityAskedAt, link.askedAt),
        isNull(helpers.availabilityLinkUsedAt),
        eq(helpers.status, "approved"),
      ),
    )
    .returning({ id: helpers.id });
  if (confirmed) return;
  const [row] = await deps.db
    .select({
      status: helpers.status,
      askedAt: helpers.availabilityAskedAt,
      usedAt: helpers.availabilityLinkUsedAt,
    })
    .from(helpers)
    .where(eq(helpers.id, link.helperId));
  // Signed by us, but no longer her latest ask (or her row is gone): not a link to use.
  if (row?.askedAt?.getTime() !== link.askedAt.getTime()) throw invalid();
  if (row.usedAt) throw refused(409, "LINK_USED", helperAccountMessages.linkUsed);
  throw refused(409, "NOT_LISTED", helperAccountMessages.linkNotListed);
}
