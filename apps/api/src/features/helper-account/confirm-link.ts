import { timingSafeEqual } from "node:crypto";
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
import { AppError } from "../../lib/errors.ts";

const DAY_MS = 86_400_000;
type KeyedHash = Tokens["keyedHash"];

/**
 * The code in her SMS link (decision 045): her row and the second the ask went, in base 36,
 * and a keyed hash of both (AUTH_SECRET's key, 128 bits of it in base64url) so nobody makes
 * one up. About 30 characters: the SMS stays within its parts. It names the ask, so a newer ask replaces it,
 * and its validity is counted from the ask.
 */
export function confirmToken(keyedHash: KeyedHash, helperId: number, askedAt: Date): string {
  const id = helperId.toString(36);
  const at = Math.floor(askedAt.getTime() / 1000).toString(36);
  return `${id}.${at}.${signature(keyedHash, id, at)}`;
}

// The prefix keeps these hashes apart from the one-time codes' hashes under the same key.
const signature = (keyedHash: KeyedHash, id: string, at: string) =>
  Buffer.from(keyedHash(`availability-link:${id}.${at}`), "hex")
    .subarray(0, 16)
    .toString("base64url");

/** The link's helper and ask, or null when the code is malformed or not signed by us. */
export function readConfirmToken(
  keyedHash: KeyedHash,
  token: string,
): { helperId: number; askedAt: Date } | null {
  const match = /^([0-9a-z]{1,10})\.([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
  if (!match) return null;
  const [, id, at, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(keyedHash, id, at));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { helperId: Number.parseInt(id, 36), askedAt: new Date(Number.parseInt(at, 36) * 1000) };
}

const refused = (status: number, code: ErrorCode, message: string) =>
  new AppError(status, code, message);

/**
 * Confirms her listing from the link's button: today becomes her confirmation day, and the
 * link is spent. One update, conditional on the link being the latest ask, unused and her
 * listing live, so two taps at once confirm once; a refusal changes nothing and says why.
 */
export async function confirmByLink(
  deps: { db: Db; keyedHash: KeyedHash },
  token: string,
  now: Date = new Date(),
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
      availabilityConfirmedOn: todayInIndia(now),
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
