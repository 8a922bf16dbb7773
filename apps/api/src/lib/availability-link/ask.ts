import { localePath } from "@sahayi/contract/i18n/translate";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import type { Tokens } from "../accounts/tokens.ts";
import { enqueueMessage } from "../outbox/enqueue.ts";
import { confirmToken } from "./token.ts";

const DAY_MS = 86_400_000;

/** What an ask needs besides the database: the link's key and the site's address. */
export interface AskLink {
  keyedHash: Tokens["keyedHash"];
  /** The site's address, for her link. */
  origin: string;
}

/** Her confirmation page, in her language, carrying the link's code. */
export function confirmPageUrl(origin: string, locale: "en" | "ml", token: string): string {
  const url = new URL(localePath(locale, "/helper/confirm"), origin);
  url.searchParams.set("t", token);
  return url.href;
}

/** An ask's instant, to the second: the link names it, and the row must equal it. */
export const askInstant = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

/**
 * After a household says it hired her (decision 045): asks a listed helper by SMS whether she
 * still looks for work, with a link whose page pauses her listing in one tap or confirms it.
 * Inside the caller's transaction: the ask is claimed by one conditional update (her row's ask
 * becomes this one, its link unused) and the SMS is queued with it. At most one ask in 24
 * hours: a second household's hire, or an answer changed back and forth, sends nothing more.
 * A paused, suspended or unlisted helper is not asked. Answers whether she was.
 */
export async function askAfterHire(
  tx: Tx,
  link: AskLink,
  helperId: number,
  now: Date,
): Promise<boolean> {
  const askedAt = askInstant(now);
  const [helper] = await tx
    .update(helpers)
    // Not a change to her profile: households' "Profile updated" keeps its date.
    .set({
      availabilityAskedAt: askedAt,
      availabilityLinkUsedAt: null,
      updatedAt: sql`${helpers.updatedAt}`,
    })
    .where(
      and(
        eq(helpers.id, helperId),
        eq(helpers.status, "approved"),
        or(
          isNull(helpers.availabilityAskedAt),
          lte(helpers.availabilityAskedAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    )
    .returning({ id: helpers.id, phone: helpers.mobileNumber, locale: helpers.locale });
  if (!helper) return false;
  const token = confirmToken(link.keyedHash, helper.id, askedAt);
  await enqueueMessage(tx, {
    kind: "hire_check",
    key: `hire_check:${helper.id}:${askedAt.getTime()}`,
    values: { link: confirmPageUrl(link.origin, helper.locale, token) },
    phone: helper.phone,
    helperId: helper.id,
    locale: helper.locale,
  });
  return true;
}
